import { REGISTRATION_LIMITS } from '../../../domain/registrations/registration-input.ts';
import { signUpError, type SignUpFormValues } from '../sign-ups/settings-values.ts';
import { describedBy, Field } from '../ui/fields.tsx';

/**
 * The event form's "Sign-ups" section (issue 27): online sign-ups on or off; the capacity is the event's
 * "Max attendees" (required once sign-ups are on); the most seats one sign-up may take (default 6); when
 * sign-ups open and close, in the masjid's time; a waiting list; and whether to ask for notes.
 */
export function SignUpSection({
  id,
  value,
  onChange,
  errors,
}: {
  id: string;
  value: SignUpFormValues;
  onChange: (value: SignUpFormValues) => void;
  errors: Record<string, string>;
}) {
  const set = <K extends keyof SignUpFormValues>(key: K, v: SignUpFormValues[K]) => onChange({ ...value, [key]: v });
  const err = (key: string) => signUpError(errors, key);
  return (
    <fieldset className="space-y-4 rounded-xl border border-ink-200 p-4" data-sign-up-settings>
      <legend className="px-1 text-base font-semibold text-ink-900">Sign-ups</legend>
      <label className="inline-flex items-center gap-2 font-semibold text-ink-900">
        <input
          type="checkbox"
          checked={value.online}
          onChange={(e) => set('online', e.target.checked)}
          className="h-4 w-4 accent-primary-700"
        />
        Take sign-ups online
      </label>
      {errors.signUp && <p className="text-sm text-red-700">{errors.signUp}</p>}
      {value.online && (
        <>
          <p className="text-sm text-ink-700">
            Visitors sign up from the event&apos;s dialog; the capacity is the Max attendees above. The sign-ups list is
            in the Sign-ups tab.
          </p>
          {err('capacity') && !errors.maxAttendees && <p className="text-sm text-red-700">{err('capacity')}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${id}-signUp.maxSeatsPerSignUp`}
              label="Most seats one sign-up may take"
              error={err('maxSeatsPerSignUp')}
            >
              <input
                id={`${id}-signUp.maxSeatsPerSignUp`}
                type="number"
                inputMode="numeric"
                min={1}
                max={REGISTRATION_LIMITS.maxSeatsPerSignUp}
                step={1}
                value={value.maxSeatsPerSignUp}
                onChange={(e) => set('maxSeatsPerSignUp', e.target.value)}
                className="field-input"
                {...describedBy(`${id}-signUp.maxSeatsPerSignUp`, err('maxSeatsPerSignUp'))}
              />
            </Field>
            <div className="flex flex-col justify-end gap-2">
              <label className="inline-flex items-center gap-2 text-ink-900">
                <input
                  type="checkbox"
                  checked={value.waitingList}
                  onChange={(e) => set('waitingList', e.target.checked)}
                  className="h-4 w-4 accent-primary-700"
                />
                Waiting list when full
              </label>
              <label className="inline-flex items-center gap-2 text-ink-900">
                <input
                  type="checkbox"
                  checked={value.askNotes}
                  onChange={(e) => set('askNotes', e.target.checked)}
                  className="h-4 w-4 accent-primary-700"
                />
                Ask for notes
              </label>
            </div>
            <Field
              id={`${id}-signUp.opensAt`}
              label="Sign-ups open (optional)"
              error={err('opensAt')}
              hint="Blank: open now"
            >
              <input
                id={`${id}-signUp.opensAt`}
                type="datetime-local"
                value={value.opensAt}
                onChange={(e) => set('opensAt', e.target.value)}
                className="field-input"
                {...describedBy(`${id}-signUp.opensAt`, err('opensAt'), true)}
              />
            </Field>
            <Field
              id={`${id}-signUp.closesAt`}
              label="Sign-ups close (optional)"
              error={err('closesAt')}
              hint="Blank: until the event ends"
            >
              <input
                id={`${id}-signUp.closesAt`}
                type="datetime-local"
                value={value.closesAt}
                min={value.opensAt || undefined}
                onChange={(e) => set('closesAt', e.target.value)}
                className="field-input"
                {...describedBy(`${id}-signUp.closesAt`, err('closesAt'), true)}
              />
            </Field>
          </div>
        </>
      )}
    </fieldset>
  );
}
