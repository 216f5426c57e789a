import type { Registration } from '../../../domain/programs/program.ts';
import { REGISTRATION_LIMITS } from '../../../domain/registrations/registration-input.ts';
import { DEFAULT_MAX_SEATS_PER_SIGN_UP } from '../../../domain/registrations/seats.ts';
import { describedBy, Field } from '../ui/fields.tsx';

export type OnlineRegistration = Extract<Registration, { method: 'online' }>;

/** A program switched to online sign-up keeps its button label; 6 seats a sign-up, no waiting list. */
export function onlineRegistration(buttonLabel: string): OnlineRegistration {
  return {
    method: 'online',
    buttonLabel,
    online: true,
    capacity: Number.NaN,
    maxSeatsPerSignUp: DEFAULT_MAX_SEATS_PER_SIGN_UP,
    waitingList: false,
    askNotes: false,
    askChildren: false,
  };
}

/** A typed whole number; blank is NaN, so the shared schema refuses it in its own words. */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const shown = (n: number) => (Number.isNaN(n) ? '' : String(n));

/**
 * A program's online sign-up (issue 27): seats in all, the most one sign-up may take, a waiting list, and
 * the questions (notes; children's names and ages). It opens and closes with the program's registration
 * dates above. Visitors sign up on the program's page; the list is in the Sign-ups tab.
 */
export function OnlineSignUpEditor({
  id,
  value,
  onChange,
  errors,
}: {
  id: string;
  value: OnlineRegistration;
  onChange: (r: OnlineRegistration) => void;
  errors: Record<string, string>;
}) {
  // The program schema's registration is a union discriminated by `method`: a refused online setting comes
  // back under its own field (registration.capacity, …).
  const err = (key: string) => errors[`registration.${key}`];
  const check = (key: 'waitingList' | 'askNotes' | 'askChildren', label: string) => (
    <label className="inline-flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
        className="h-4 w-4 accent-primary-700"
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-3" data-program-sign-up-settings>
      <p className="text-sm text-ink-700">
        Sign-ups open and close with the registration dates above. The list of sign-ups is in the Sign-ups tab.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-capacity`} label="Seats in all (capacity)" error={err('capacity')} required>
          <input
            id={`${id}-capacity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={REGISTRATION_LIMITS.capacity}
            step={1}
            value={shown(value.capacity)}
            onChange={(e) => onChange({ ...value, capacity: typed(e.target.value) })}
            className="field-input"
            aria-required="true"
            {...describedBy(`${id}-capacity`, err('capacity'))}
          />
        </Field>
        <Field id={`${id}-max-seats`} label="Most seats one sign-up may take" error={err('maxSeatsPerSignUp')}>
          <input
            id={`${id}-max-seats`}
            type="number"
            inputMode="numeric"
            min={1}
            max={REGISTRATION_LIMITS.maxSeatsPerSignUp}
            step={1}
            value={shown(value.maxSeatsPerSignUp)}
            onChange={(e) => onChange({ ...value, maxSeatsPerSignUp: typed(e.target.value) })}
            className="field-input"
            {...describedBy(`${id}-max-seats`, err('maxSeatsPerSignUp'))}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {check('waitingList', 'Waiting list when full')}
        {check('askNotes', 'Ask for notes')}
        {check('askChildren', "Ask for children's names and ages")}
      </div>
    </div>
  );
}
