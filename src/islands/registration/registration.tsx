import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  apiErrorText,
  cancelRegistration,
  changeRegistration,
  fetchRegistration,
  type VisitorRegistration,
} from '../../components/sign-ups/sign-up-api.ts';
import { useSignUpSay } from '../../components/sign-ups/sign-up-words.ts';
import { SeatsSelect } from '../../components/sign-ups/seats-select.tsx';
import { eventDateDisplay, type EventDateWords } from '../../domain/dates/event-dates.ts';
import { ApiError } from '../../lib/api-response.ts';
import {
  refusalIn,
  registrationCalendarUrl,
  resizeChoices,
  say,
  seatsIn,
  statusText,
  tokenFromHash,
  type SignUpSay,
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
 *
 * In the page's language (issue 26): `loading` is the page's, the rest loads with this code
 * (sign-up-words.ts).
 */
export default function Registration({ timeZone, loading }: { timeZone: string; loading: string }) {
  const s = useSignUpSay();
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
      {(load.status === 'loading' || !s) && <p className="text-ink-700">{loading}</p>}
      {s && load.status === 'no-token' && (
        <p
          role="alert"
          className="rounded-lg border border-gold-300 bg-gold-50 p-4 text-ink-900"
          data-registration-missing
        >
          {say(s, 'missingToken')}
        </p>
      )}
      {s && load.status === 'unknown' && (
        <p
          role="alert"
          className="rounded-lg border border-gold-300 bg-gold-50 p-4 text-ink-900"
          data-registration-unknown
        >
          {say(s, 'unknownToken')}
        </p>
      )}
      {s && load.status === 'error' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          {say(s, 'signUpLoadFailed')}
        </p>
      )}
      {s && load.status === 'ready' && token && (
        <Details
          s={s}
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
  s,
  token,
  registration,
  timeZone,
  onChange,
}: {
  s: SignUpSay;
  token: string;
  registration: VisitorRegistration;
  timeZone: string;
  onChange: (registration: VisitorRegistration, message: string) => void;
}) {
  const id = useId();
  const what = registration.for;
  const dateWords: EventDateWords = { locale: s.locale, permanent: '', dateTbd: '', timeTbd: '', ends: '', endsAt: '' };
  const display = eventDateDisplay({ startDate: what.startDate, endDate: what.endDate }, timeZone, dateWords);
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
      onChange(changed, say(s, 'changed', { status: statusText(changed.status, changed.seats, changed.position, s) }));
    } catch (e) {
      setError(refusalIn(s, apiErrorText(e, say(s, 'changeFailed')), 'changeFailed'));
    } finally {
      setPending(false);
    }
  }

  async function cancel() {
    setPending(true);
    setError(null);
    try {
      await cancelRegistration(token);
      onChange({ ...registration, status: 'cancelled', position: null }, say(s, 'cancelledNote'));
      setConfirming(false);
    } catch (e) {
      setError(refusalIn(s, apiErrorText(e, say(s, 'cancelFailed')), 'cancelFailed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <p className="eyebrow">{say(s, what.kind === 'program' ? 'kindProgram' : 'kindEvent')}</p>
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
              {display.time ? say(s, 'dateAt', { date: display.date, time: display.time }) : display.date}
            </li>
          )}
          {what.location?.trim() && <li>{what.location}</li>}
        </ul>
      </div>
      <div
        className={`rounded-xl border p-4 ${registration.status === 'confirmed' ? 'border-primary-300 bg-primary-50' : registration.status === 'waitlisted' ? 'border-gold-300 bg-gold-50' : 'border-ink-300 bg-ink-50'}`}
      >
        <p className="text-lg font-semibold text-ink-900" data-registration-status={registration.status}>
          {statusText(registration.status, registration.seats, registration.position, s)}
        </p>
        {registration.name && <p className="mt-1 text-ink-700">{say(s, 'signedUpAs', { name: registration.name })}</p>}
        {registration.status === 'waitlisted' && (
          <p className="mt-1 text-ink-700">
            {say(s, 'waitlistNote')}
          </p>
        )}
      </div>
      {active && (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <SeatsSelect
              id={`${id}-seats`}
              label={say(s, 'seatsLabel')}
              choices={resizeChoices(registration.maxSeatsPerSignUp, registration.seats)}
              value={seats}
              onChange={setSeats}
              disabled={pending}
              widthClass="w-32"
            />
            <button
              type="button"
              className="btn btn-primary"
              onClick={change}
              disabled={pending || Number(seats) === registration.seats}
            >
              {say(s, 'changeSeats')}
            </button>
          </div>
          {registration.status === 'confirmed' && (
            <p className="text-sm text-ink-700">{say(s, 'seatsLeftBesides', { seats: seatsIn(s, registration.seatsLeft) })}</p>
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
              {say(s, 'addToCalendar')}
              <span className="sr-only">{say(s, 'downloadsFile')}</span>
            </a>
            {!confirming && (
              <button
                ref={cancelButton}
                type="button"
                className="btn border-2 border-red-700 bg-white text-red-800 hover:bg-red-50"
                onClick={() => setConfirming(true)}
                disabled={pending}
              >
                {say(s, 'cancelMySignUp')}
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
                {say(s, 'cancelConfirm', { title: what.title, seats: seatsIn(s, registration.seats) })}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button
                  ref={keep}
                  type="button"
                  className="btn btn-outline"
                  onClick={() => setConfirming(false)}
                  disabled={pending}
                >
                  {say(s, 'keepMySignUp')}
                </button>
                <button
                  type="button"
                  className="btn bg-red-700 text-white hover:bg-red-800"
                  onClick={cancel}
                  disabled={pending}
                >
                  {say(s, pending ? 'cancelling' : 'yesCancel')}
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
