import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { PrayerSettings } from '../../../domain/schedule/settings.ts';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const read = api.api['prayer-settings'].$get;
const upcoming = api.api['prayer-settings'].upcoming.$get;

/** GET /api/prayer-settings: the settings, the config file's, who saved last, the change log and a 7-day preview. */
export type PrayerSettingsAnswer = InferResponseType<typeof read, 200>;
/** POST /api/prayer-settings/preview: the next 7 days and the notices with unsaved settings. */
export type PrayerSettingsPreview = InferResponseType<(typeof api.api)['prayer-settings']['preview']['$post'], 200>;
export type PreviewDay = PrayerSettingsPreview['preview'][number];
/** GET /api/prayer-settings/upcoming: the Overview's coming changes, Ramadan and Eid prayers. */
export type UpcomingSchedule = InferResponseType<typeof upcoming, 200>;

export const prayerSettingsKey = ['admin', 'prayer-settings'] as const;
export const upcomingScheduleKey = ['admin', 'prayer-settings', 'upcoming'] as const;

export const prayerSettingsQuery = queryOptions({
  queryKey: prayerSettingsKey,
  queryFn: async () => jsonOrThrow<PrayerSettingsAnswer>(await read()),
  meta: { errorMessage: 'Failed to fetch the prayer settings' },
});

export const usePrayerSettings = () => useQuery(prayerSettingsQuery);

export const upcomingScheduleQuery = queryOptions({
  queryKey: upcomingScheduleKey,
  queryFn: async () => jsonOrThrow<UpcomingSchedule>(await upcoming()),
  meta: { errorMessage: 'Failed to fetch the upcoming schedule changes' },
});

export const useUpcomingSchedule = () => useQuery(upcomingScheduleQuery);

export function useSavePrayerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { settings: PrayerSettings; version: number }) =>
      jsonOrThrow<PrayerSettingsAnswer & { message: string }>(await api.api['prayer-settings'].$put({ json: input })),
    onSuccess: (answer) => {
      client.setQueryData(prayerSettingsKey, answer);
      return client.invalidateQueries({ queryKey: upcomingScheduleKey });
    },
  });
}

export function usePreviewPrayerSettings() {
  return useMutation({
    mutationFn: async (settings: PrayerSettings) =>
      jsonOrThrow<PrayerSettingsPreview>(await api.api['prayer-settings'].preview.$post({ json: { settings } })),
  });
}
