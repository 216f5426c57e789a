import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { apiErrorText } from '../../../components/sign-ups/sign-up-api.ts';
import { SeatsSelect } from '../../../components/sign-ups/seats-select.tsx';
import { formatEventDate } from '../../../domain/dates/event-dates.ts';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { REGISTRATION_LIMITS, walkInInput } from '../../../domain/registrations/registration-input.ts';
import { handleUnauthorized } from '../../../lib/navigation.ts';
import { toast } from '../../../lib/toast-store.ts';
import { seatsText } from '../../../views/sign-ups/sign-up-view.ts';
import {
  arrivedText,
  checkInLabel,
  countsText,
  partyStatusText,
  searchParties,
  searchResultText,
  walkInSeatChoices,
} from '../../../views/sign-ups/staff-list.ts';
import {
  csvUrl,
  useAddWalkIn,
  useChangeRegistration,
  useSignUpList,
  useSignUpLists,
  type SignUpList,
  type SignUpListKind,
  type SignUpListSummary,
  type StaffRegistration,
} from '../api/registrations.ts';
import { useAdminConfig } from '../config.tsx';
import type { PanelProps } from '../panel.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { LoadError, smallDanger, smallOutline, smallPrimary, Spinner } from '../ui/fields.tsx';

type Opened = { kind: SignUpListKind; id: number | string; title: string };

/** A refused staff action: sign-in again on 401, else a toast with the server's words. */
function refused(error: unknown, fallback: string) {
  if (handleUnauthorized(error)) return;
  toast({ title: 'Error', description: apiErrorText(error, fallback), variant: 'destructive' });
}

/**
 * Sign-ups (issue 27; editors and up): every event and program that takes online sign-ups; one opened
 * shows its seats (confirmed, waiting, left), the list in order of arrival with notes, cancel and change
 * seats on someone's behalf, Export CSV, and a check-in mode for the door on a phone: search by name, a
 * large tick per party, and walk-ins while seats remain.
 */
export function SignUpsTab({ canEdit }: Pick<PanelProps, 'canEdit'>) {
  const [opened, setOpened] = useState<Opened | null>(null);
  return opened ? (
    <OpenedList opened={opened} canEdit={canEdit} onBack={() => setOpened(null)} />
  ) : (
    <AllLists onOpen={setOpened} />
  );
}

function AllLists({ onOpen }: { onOpen: (opened: Opened) => void }) {
  const lists = useSignUpLists();
  const { timeZone } = useAdminConfig();
  return (
    <section aria-labelledby="sign-ups-heading" className="space-y-4" data-sign-ups-lists>
      <h2 id="sign-ups-heading" className="text-xl font-semibold text-ink-900">
        Sign-ups
      </h2>
      {lists.isPending ? (
        <Spinner label="Loading sign-ups..." />
      ) : lists.isError ? (
        <LoadError message="Failed to fetch sign-ups" onRetry={() => void lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <p className="text-ink-700">
          No event or program takes sign-ups online yet. Turn them on in an event&apos;s form (Sign-ups) or a
          program&apos;s registration.
        </p>
      ) : (
        <ul className="space-y-3">
          {lists.data.map((item: SignUpListSummary) => (
            <li key={`${item.kind}-${item.id}`} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <h3 className="font-semibold text-ink-900">{item.title}</h3>
                <p className="text-sm text-ink-700">
                  {item.kind === 'program' ? 'Program' : 'Event'}
                  {item.startDate ? ` · ${formatEventDate(item.startDate, timeZone)}` : ''} · {countsText(item)}
                </p>
              </div>
              <button
                type="button"
                className={smallPrimary}
                onClick={() => onOpen({ kind: item.kind, id: item.id, title: item.title })}
              >
                Open<span className="sr-only"> the sign-ups of {item.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OpenedList({ opened, canEdit, onBack }: { opened: Opened; canEdit: boolean; onBack: () => void }) {
  const list = useSignUpList(opened.kind, opened.id);
  const [door, setDoor] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="sign-up-list-heading" className="space-y-4" data-sign-up-list>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sign-up-list-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink-900">
          Sign-ups: {opened.title}
        </h2>
        <button type="button" className={smallOutline} onClick={onBack}>
          Back to all sign-ups
        </button>
      </div>
      {list.isPending ? (
        <Spinner label="Loading the list..." />
      ) : list.isError ? (
        <LoadError message="Failed to fetch the sign-ups list" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Counts list={list.data} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={door ? smallOutline : smallPrimary}
              aria-pressed={door}
              onClick={() => setDoor(!door)}
            >
              Check-in mode
            </button>
            <a href={csvUrl(opened.kind, opened.id)} download className={smallOutline}>
              Export CSV
            </a>
          </div>
          {door ? (
            <CheckIn opened={opened} list={list.data} canEdit={canEdit} />
          ) : (
            <Registrations opened={opened} list={list.data} canEdit={canEdit} />
          )}
        </>
      )}
    </section>
  );
}

function Counts({ list }: { list: SignUpList }) {
  return (
    <div>
      <dl className="grid grid-cols-3 gap-2 text-center" data-sign-up-counts>
        {(
          [
            ['Confirmed', list.confirmedSeats],
            ['Waiting', list.waitlistedSeats],
            ['Seats left', list.seatsLeft],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-ink-200 bg-white p-3">
            <dt className="text-sm text-ink-700">{label}</dt>
            <dd className="text-2xl font-bold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-ink-700">
        {countsText(list)}. {arrivedText(list.registrations)}.
      </p>
    </div>
  );
}

function Registrations({ opened, list, canEdit }: { opened: Opened; list: SignUpList; canEdit: boolean }) {
  const { timeZone } = useAdminConfig();
  const change = useChangeRegistration(opened.kind, opened.id);
  const { confirm, element } = useConfirm();
  if (list.registrations.length === 0) return <p className="text-ink-700">No one has signed up yet.</p>;
  return (
    <>
      <ol className="space-y-3" aria-label="Sign-ups in order of arrival">
        {list.registrations.map((r, i) => (
          <li
            key={r.id}
            className={`card p-4 ${r.status === 'cancelled' ? 'border-dashed bg-ink-50' : ''}`}
            data-registration-row={r.status}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-ink-900">
                  {i + 1}. {r.name ?? 'Name deleted'}{' '}
                  <span className="font-normal text-ink-700">· {seatsText(r.seats)}</span>
                </h3>
                <p className="text-sm text-ink-700">
                  {partyStatusText(r)}
                  {r.checkedIn ? ' · arrived' : ''} · {formatEventDate(r.createdAt, timeZone)}
                </p>
                {(r.email || r.phone) && (
                  <p className="text-sm break-all text-ink-700">
                    {r.email && (
                      <a className="link" href={`mailto:${r.email}`}>
                        {r.email}
                      </a>
                    )}
                    {r.email && r.phone ? ' · ' : ''}
                    {r.phone && (
                      <a className="link" href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>
                        {r.phone}
                      </a>
                    )}
                  </p>
                )}
                {r.notes && <p className="mt-1 whitespace-pre-line text-ink-800">Notes: {r.notes}</p>}
                {r.children && r.children.length > 0 && (
                  <p className="mt-1 text-ink-800">
                    Children: {r.children.map((c) => `${c.name} (${c.age})`).join(', ')}
                  </p>
                )}
              </div>
              {canEdit && r.status !== 'cancelled' && (
                <div className="flex flex-wrap items-center gap-2">
                  <SeatsEditor
                    registration={r}
                    onSave={(seats) =>
                      change.mutateAsync({ registrationId: r.id, change: { seats } }).then(
                        () => toast({ title: 'Seats changed' }),
                        (e: unknown) => refused(e, 'Failed to change seats'),
                      )
                    }
                  />
                  <button
                    type="button"
                    className={smallDanger}
                    onClick={() =>
                      confirm({
                        title: 'Cancel sign-up',
                        message: `Cancel ${r.name ?? 'this'} sign-up (${seatsText(r.seats)})? The seats go to the waiting list.`,
                        confirmLabel: 'Cancel sign-up',
                        onConfirm: () =>
                          change.mutateAsync({ registrationId: r.id, change: { cancelled: true } }).then(
                            () => toast({ title: 'Sign-up cancelled' }),
                            (e: unknown) => refused(e, 'Failed to cancel the sign-up'),
                          ),
                      })
                    }
                  >
                    Cancel<span className="sr-only"> the sign-up of {r.name}</span>
                  </button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
      {element}
    </>
  );
}

function SeatsEditor({
  registration,
  onSave,
}: {
  registration: StaffRegistration;
  onSave: (seats: number) => Promise<unknown>;
}) {
  const id = useId();
  const [seats, setSeats] = useState(String(registration.seats));
  const [pending, setPending] = useState(false);
  useEffect(() => setSeats(String(registration.seats)), [registration.seats]);
  const max = Math.max(REGISTRATION_LIMITS.maxSeatsPerSignUp, registration.seats);
  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={`${id}-seats`} className="sr-only">
        Seats for {registration.name}
      </label>
      <input
        id={`${id}-seats`}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        className="field-input w-20 py-1.5"
      />
      <button
        type="button"
        className={smallOutline}
        disabled={
          pending || Number(seats) === registration.seats || !Number.isInteger(Number(seats)) || Number(seats) < 1
        }
        onClick={() => {
          setPending(true);
          void onSave(Number(seats)).finally(() => setPending(false));
        }}
      >
        Save seats<span className="sr-only"> for {registration.name}</span>
      </button>
    </span>
  );
}

function CheckIn({ opened, list, canEdit }: { opened: Opened; list: SignUpList; canEdit: boolean }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const change = useChangeRegistration(opened.kind, opened.id);
  const found = searchParties(list.registrations, query);
  return (
    <div className="space-y-4" data-check-in>
      <div>
        <label htmlFor={`${id}-search`} className="field-label">
          Search by name
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          className="field-input text-lg"
          aria-describedby={`${id}-results`}
        />
        <p
          id={`${id}-results`}
          role="status"
          aria-live="polite"
          className="mt-1 text-sm text-ink-700"
          data-check-in-results
        >
          {searchResultText(found.length, query)}
        </p>
      </div>
      <ul className="space-y-2" aria-label="Parties">
        {found.map((r) => (
          <li
            key={r.id}
            className="flex items-center gap-3 rounded-xl border border-ink-200 bg-white p-3"
            data-check-in-row
          >
            <button
              type="button"
              aria-pressed={r.checkedIn}
              aria-label={checkInLabel(r)}
              disabled={!canEdit || change.isPending}
              onClick={() =>
                change.mutate(
                  { registrationId: r.id, change: { checkedIn: !r.checkedIn } },
                  { onError: (e) => refused(e, 'Failed to check in') },
                )
              }
              className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full border-2 text-3xl font-bold ${r.checkedIn ? 'border-primary-700 bg-primary-700 text-white' : 'border-ink-400 bg-white text-ink-400'}`}
              data-check-in-button
            >
              <span aria-hidden="true">✓</span>
            </button>
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words text-ink-900">{r.name ?? 'Name deleted'}</p>
              <p className="text-sm text-ink-700">
                {seatsText(r.seats)} · {partyStatusText(r)}
                {r.checkedIn ? ' · arrived' : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {canEdit && <WalkIn opened={opened} seatsLeft={list.seatsLeft} />}
    </div>
  );
}

function WalkIn({ opened, seatsLeft }: { opened: Opened; seatsLeft: number }) {
  const id = useId();
  const add = useAddWalkIn(opened.kind, opened.id);
  const [name, setName] = useState('');
  const [seats, setSeats] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const choices = walkInSeatChoices(seatsLeft);

  function onSubmit(e: SyntheticEvent) {
    e.preventDefault();
    const checked = checkInput(walkInInput, { name, seats: Number(seats) });
    if (!checked.ok) {
      setErrors(checked.fields);
      document.getElementById(`${id}-${Object.keys(checked.fields)[0]}`)?.focus();
      return;
    }
    setErrors({});
    add.mutate(checked.value, {
      onSuccess: () => {
        toast({
          title: 'Walk-in added',
          description: `${checked.value.name} (${seatsText(checked.value.seats)}) is checked in.`,
        });
        setName('');
        setSeats('1');
      },
      onError: (error) => refused(error, 'Failed to add the walk-in'),
    });
  }

  if (choices.length === 0) {
    return (
      <p className="rounded-lg border border-gold-300 bg-gold-50 p-3 text-ink-900" data-walk-in-full>
        No seats left for walk-ins.
      </p>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-xl border border-ink-200 p-4"
      aria-labelledby={`${id}-heading`}
      data-walk-in
    >
      <h3 id={`${id}-heading`} className="font-semibold text-ink-900">
        Add a walk-in ({seatsText(seatsLeft)} left)
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-name`} className="field-label">
            Name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={REGISTRATION_LIMITS.name}
            onChange={(e) => setName(e.target.value)}
            className="field-input"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">
              {errors.name}
            </p>
          )}
        </div>
        <SeatsSelect
          id={`${id}-seats`}
          label="Seats"
          choices={choices}
          value={seats}
          onChange={setSeats}
          widthClass="w-24"
        />
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add walk-in'}
        </button>
      </div>
    </form>
  );
}
