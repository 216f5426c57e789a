import { addDays } from '../dates/zoned.ts';
import { PRAYERS, type Prayer } from '../prayer-times/types.ts';
import { buildSchedule, IQAMAH_FIELD, type TimetableDay } from './schedule.ts';
import type { IsoDate, PrayerSettings, ScheduleSite } from './settings.ts';

/**
 * What an edited iqamah rule does before it is saved (issue 22, item 9): on how many of the coming days it
 * moves the prayer's iqamah, compared with the saved settings, and on how many the uploaded timetable's
 * iqamah wins over it, which is what "the rule overrides the uploaded timetable" would change. A rule that
 * changes nothing because the file wins is then said, not left to look like a failed save.
 */

/** The windows counted, from the masjid's today (today is day 1). */
export const IMPACT_SHORT_DAYS = 7;
export const IMPACT_LONG_DAYS = 30;

export type RuleImpact = {
  prayer: Prayer;
  /** Of the next 7 days (today included), those whose iqamah the edited rule makes different. */
  next7: number;
  /** The same over the next 30 days. */
  next30: number;
  /**
   * Of the next 30 days, the uploaded days whose timetable iqamah is kept though the edited rule gives
   * another time: the days that turning on "the rule overrides the uploaded timetable" would change.
   */
  fileWins: number;
};

/**
 * For each prayer whose rule (or its "overrides the file") differs between `saved` and `draft`: the days
 * of the next 7 and 30 whose iqamah it changes, everything else in the draft being equal, and the days the
 * file wins. Prayers whose iqamah setting is unchanged are not listed.
 */
export function iqamahRuleImpact({
  timetable,
  saved,
  draft,
  site,
  today,
}: {
  timetable: Iterable<TimetableDay>;
  saved: PrayerSettings;
  draft: PrayerSettings;
  site: ScheduleSite;
  today: IsoDate;
}): RuleImpact[] {
  const edited = PRAYERS.filter(
    (prayer) => JSON.stringify(saved.iqamah[prayer]) !== JSON.stringify(draft.iqamah[prayer]),
  );
  if (edited.length === 0) return [];
  const records = [...timetable];
  const to = addDays(today, IMPACT_LONG_DAYS - 1);
  const build = (settings: PrayerSettings) => buildSchedule({ from: today, to, timetable: records, settings, site });
  // Each prayer's iqamah depends only on its own setting, so one schedule serves every edited prayer.
  const before = build({ ...draft, iqamah: saved.iqamah });
  const after = build(draft);
  const overriding = build({
    ...draft,
    iqamah: Object.fromEntries(
      PRAYERS.map((p) => [p, { ...draft.iqamah[p], overridesFile: true }]),
    ) as PrayerSettings['iqamah'],
  });
  return edited.map((prayer) => {
    const field = IQAMAH_FIELD[prayer];
    let next7 = 0;
    let next30 = 0;
    let fileWins = 0;
    after.forEach((day, i) => {
      if (day[field] !== before[i]?.[field]) {
        next30 += 1;
        if (i < IMPACT_SHORT_DAYS) next7 += 1;
      }
      if (day.iqamahOrigin[prayer] === 'file' && day[field] !== overriding[i]?.[field]) fileWins += 1;
    });
    return { prayer, next7, next30, fileWins };
  });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The words beside an edited rule: 'This rule changes the Isha iqamah on 5 of the next 7 days and 21 of the
 * next 30.'; when the file wins everywhere it would, 'This rule changes no Isha iqamah in the next 30 days:
 * the uploaded timetable's Isha iqamah wins on 30 of them. Let the rule override the file to apply it.'
 */
export function ruleImpactText(impact: RuleImpact, label: string): string {
  const wins = `the uploaded timetable's ${label} iqamah`;
  if (impact.next30 === 0) {
    const none = `This rule changes no ${label} iqamah in the next ${IMPACT_LONG_DAYS} days`;
    return impact.fileWins === 0
      ? `${none}.`
      : `${none}: ${wins} wins on ${impact.fileWins === 1 ? 'the 1 day it would change' : `the ${impact.fileWins} days it would change`}. Let the rule override the file to apply it.`;
  }
  const changes = `This rule changes the ${label} iqamah on ${impact.next7} of the next ${IMPACT_SHORT_DAYS} days and ${impact.next30} of the next ${IMPACT_LONG_DAYS}.`;
  if (impact.fileWins === 0) return changes;
  return `${changes} On ${plural(impact.fileWins, 'other day')}, ${wins} still wins.`;
}
