import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  apiErrorText,
  cancelRegistration,
  changeRegistration,
  fetchRegistration,
  type VisitorRegistration,
} from '../../components/sign-ups/sign-up-api.ts';
import { eventDateDisplay } from '../../domain/dates/event-dates.ts';
import { ApiError } from '../../lib/api-response.ts';
import {
  registrationCalendarUrl,
  resizeChoices,
  seatsText,
  statusText,
  tokenFromHash,
} from '../../views/sign-ups/sign-up-view.ts';

type Load =
  | { status: 'loading' }
  | { status: 'no-token' }
  | { status: 'unknown' }
  | { status: 'error' }
  | { status: 'ready'; registration: VisitorRegistration };

/**
 * /registration#<token> (issue 27): a visitor's own sign-up through its private link. The token is read
 * from the fragment (never sent in a URL the server logs); the page shows the status (confirmed, on the
 * waiting list at position N, cancelled), the seats and the event or program, and lets the visitor change
 * the party size, cancel (after a confirm step) or add it to a calendar. Read again when the tab comes
 * back into view, so a party moved up from the waiting list sees 'Confirmed'.
 */
export default function Registration({ timeZone }: { timeZone: string }) {
  const [token, setToken] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [announce, setAnnounce] = useState('');

  const read = useCallback((current: string | null) => {
    if (!current) {
      setLoad({ status: 'no-token' });
      return;
    }
    fetchRegistration(current).then(
      (registration) => setLoad({ status: 'ready', registration }),
      (error: unknown) => setLoad({ status: error instanceof ApiError && error.status === 404 ? 'unknown' : 'error' }),
    );
  }, []);

  useEffect(() => {
    const fromHash = () => {
      const current = tokenFromHash(window.location.hash);
      setToken(current);
      read(current);
    };
    fromHash();
    const onVisible = () => {
      if (document.visibilityState === 'visible') read(tokenFromHash(window.location.hash));
    };
    window.addEventListener('hashchange', fromHash);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [read]);

  return (
    <div data-registration>
      <p role="status" aria-live="polite" className="sr-only" data-registration-announce>
        {announce}
      </p>
      {load.status === 'loading' && <p className="text-ink-700">Loading your sign-up...</p>}
      {load.status === 'no-token' && (
        <p
          role="alert"
          className="rounded-lg border border-gold-300 bg-gold-50 p-4 text-ink-900"
          data-registration-missing
        >
          This page needs the private link you received when you signed up. Open that link again, or copy all of it into
          the address bar.
        </p>
      )}
      {load.status === 'unknown' && (
        <p
          role="alert"
          className="rounded-lg border border-gold-300 bg-gold-50 p-4 text-ink-900"
          data-registration-unknown
        >
          We could not find a sign-up for this link. Check that the whole link was copied. Sign-ups are removed some
          days after the event.
        </p>
      )}
      {load.status === 'error' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          Your sign-up could not be loaded. Please try again later.
        </p>
      )}
      {load.status === 'ready' && token && (
        <Details
          token={token}
          registration={load.registration}
          timeZone={timeZone}
          onChange={(registration, message) => {
            setLoad({ status: 'ready', registration });
            setAnnounce(message);
          }}
        />
      )}
    </div>
  );
}

function Details({
  token,
  registration,
  timeZone,
  onChange,
}: {
  token: string;
  registration: VisitorRegistration;
  timeZone: string;
  onChange: (registration: VisitorRegistration, message: string) => void;
}) {
  const id = useId();
  const what = registration.for;
  const display = eventDateDisplay({ startDate: what.startDate, endDate: what.endDate }, timeZone);
  const [seats, setSeats] = useState(String(registration.seats));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const active = registration.status !== 'cancelled';

  useEffect(() => setSeats(String(registration.seats)), [registration.seats]);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  async function change() {
    setPending(true);
    setError(null);
    try {
      const changed = await changeRegistration(token, Number(seats));
      onChange(changed, `Changed. ${statusText(changed.status, changed.seats, changed.position)}`);
    } catch (e) {
      setError(apiErrorText(e, 'The change could not be saved. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  async function cancel() {
    setPending(true);
    setError(null);
    try {
      await cancelRegistration(token);
      onChange({ ...registration, status: 'cancelled', position: null }, 'Your sign-up is cancelled.');
      setConfirming(false);
    } catch (e) {
      setError(apiErrorText(e, 'The sign-up could not be cancelled. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <p className="eyebrow">{what.kind === 'program' ? 'Program' : 'Event'}</p>
        <h2 className="mt-1 text-2xl font-bold text-ink-900" data-registration-title>
          {what.url ? (
            <a href={what.url} className="link">
              {what.title}
            </a>
          ) : (
            what.title
          )}
        </h2>
        <ul className="mt-2 space-y-1 text-ink-700">
          {!display.isPermanent && (
            <li>
              {display.date}
              {display.time && display.time !== 'Time TBD' ? ` at ${display.time}` : ''}
            </li>
          )}
          {what.location?.trim() && <li>{what.location}</li>}
        </ul>
      </div>
      <div
        className={`rounded-xl border p-4 ${registration.status === 'confirmed' ? 'border-primary-300 bg-primary-50' : registration.status === 'waitlisted' ? 'border-gold-300 bg-gold-50' : 'border-ink-300 bg-ink-50'}`}
      >
        <p className="text-lg font-semibold text-ink-900" data-registration-status={registration.status}>
          {statusText(registration.status, registration.seats, registration.position)}
        </p>
        {registration.name && <p className="mt-1 text-ink-700">Signed up as {registration.name}.</p>}
        {registration.status === 'waitlisted' && (
          <p className="mt-1 text-ink-700">
            When seats free up for your party, you move up automatically and this page shows it.
          </p>
        )}
      </div>
      {active && (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-seats`} className="field-label">
                Seats
              </label>
              <select
                id={`${id}-seats`}
                value={seats}
                onChange={(e) => setSeats(e.target.value)}
                className="field-input w-32"
                disabled={pending}
              >
                {resizeChoices(registration.maxSeatsPerSignUp, registration.seats).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-primary"
              onClick={change}
              disabled={pending || Number(seats) === registration.seats}
            >
              Change seats
            </button>
          </div>
          {registration.status === 'confirmed' && (
            <p className="text-sm text-ink-700">{seatsText(registration.seatsLeft)} left besides yours.</p>
          )}
          <div
            role="alert"
            className={error ? 'rounded-lg border border-red-300 bg-red-50 p-3 text-red-900' : undefined}
            data-registration-error
          >
            {error}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={registrationCalendarUrl(token)} download className="btn btn-outline">
              Add to calendar<span className="sr-only"> (downloads a calendar file)</span>
            </a>
            {!confirming && (
              <button
                ref={cancelButton}
                type="button"
                className="btn border-2 border-red-700 bg-white text-red-800 hover:bg-red-50"
                onClick={() => setConfirming(true)}
                disabled={pending}
              >
                Cancel my sign-up
              </button>
            )}
          </div>
          {confirming && (
            <div
              role="group"
              aria-labelledby={`${id}-confirm`}
              className="rounded-xl border border-red-300 bg-red-50 p-4"
            >
              <p id={`${id}-confirm`} className="font-semibold text-red-900">
                Cancel your sign-up for {what.title}? Your {seatsText(registration.seats)} will go to someone else.
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button
                  ref={keep}
                  type="button"
                  className="btn btn-outline"
                  onClick={() => setConfirming(false)}
                  disabled={pending}
                >
                  Keep my sign-up
                </button>
                <button
                  type="button"
                  className="btn bg-red-700 text-white hover:bg-red-800"
                  onClick={cancel}
                  disabled={pending}
                >
                  {pending ? 'Cancelling...' : 'Yes, cancel it'}
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
