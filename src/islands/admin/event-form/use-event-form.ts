import { useId, useState, type SyntheticEvent } from 'react';
import { eventInputSchema } from '../../../domain/event-rules/event-input.ts';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { useSaveEvent, type AdminEvent } from '../api/events.ts';
import { useAdminConfig } from '../config.tsx';
import { reportError, reportRefused, success } from '../errors.ts';
import { initialEventValues, toEventPayload, withPermanent, type EventFormValues } from './values.ts';

export type SetEventValue = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => void;

/** The event form's state: its values, the errors the check or the API gave, and saving them. */
export function useEventForm(event: AdminEvent | null, onDone: () => void) {
  const { timeZone, languages } = useAdminConfig();
  const id = useId();
  const [values, setValues] = useState<EventFormValues>(() => initialEventValues(event, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEvent();
  const editing = event !== null;

  const set: SetEventValue = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  const setPermanent = (isPermanent: boolean) => setValues((v) => withPermanent(v, isPermanent, timeZone));

  function onSubmit(e: SyntheticEvent) {
    e.preventDefault();
    const payload = toEventPayload(values);
    const checked = checkInput(
      eventInputSchema(
        timeZone,
        languages.slice(1).map((language) => language.code),
      ),
      payload,
    );
    if (!checked.ok) {
      setErrors(reportRefused(checked, payload, id));
      return;
    }
    setErrors({});
    save.mutate(
      // The translations as checked: trimmed, the empty ones dropped (issue 26 item 4).
      { id: event?.id ?? null, payload: { ...payload, translations: checked.value.translations } },
      {
        onSuccess: (saved) => {
          success(editing ? 'Event updated' : 'Event created', `"${saved.title}" has been saved.`);
          onDone();
        },
        onError: (error) =>
          setErrors(reportError(error, editing ? 'Failed to update event' : 'Failed to create event')),
      },
    );
  }

  return { id, values, errors, set, setPermanent, onSubmit, saving: save.isPending };
}
