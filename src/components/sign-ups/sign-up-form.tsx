import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { checkSignUpAgainst, REGISTRATION_LIMITS, signUpInput } from '../../domain/registrations/registration-input.ts';
import { checkInput } from '../../domain/forms/check-input.ts';
import { ApiError } from '../../lib/api-response.ts';
import { serverFieldErrors } from '../../lib/server-message.ts';
import {
  confirmationHeading,
  formIsOffered,
  privacyNote,
  privateLink,
  refusalIn,
  refusalsIn,
  registrationCalendarUrl,
  registrationPath,
  say,
  seatChoices,
  seatsLeftLine,
  statusText,
  type SignUpSay,
} from '../../views/sign-ups/sign-up-view.ts';
import { useSignUpSay } from './sign-up-words.ts';
import {
  apiErrorText,
  fetchSignUp,
  postSignUp,
  type PublicSignUp,
  type SignUpBody,
  type SignUpCreated,
  type SignUpKind,
} from './sign-up-api.ts';

export interface SignUpFormProps {
  kind: SignUpKind;
  id: number | string;
  /** The masjid's zone (site.timeZone), for 'Sign-ups open …'. */
  timeZone: string;
}

type Load =
  { status: 'loading' } | { status: 'none' } | { status: 'error' } | { status: 'ready'; signUp: PublicSignUp };

/**
 * The visitor's sign-up form (issue 27), one component for the event dialog and a program's page: it reads
 * GET …/sign-up when shown (seats left, open or not, what is asked), sends POST …/registrations, puts the
 * server's field errors under their fields, and on 201 shows the confirmation with the private link
 * (/registration#token, copy button) and 'Add to calendar'. Loaded on demand: never part of a page's
 * first JavaScript (the home page's budget). It speaks the page's language: its words load with it
 * (sign-up-words.ts), and the schema's and the API's English refusals are said in that language.
 */
export default function SignUpForm({ kind, id, timeZone }: SignUpFormProps) {
  const s = useSignUpSay();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [created, setCreated] = useState<SignUpCreated | null>(null);

  useEffect(() => {
    let live = true;
    fetchSignUp(kind, id).then(
      (signUp) => live && setLoad({ status: 'ready', signUp }),
      (error: unknown) =>
        live && setLoad({ status: error instanceof ApiError && error.status === 404 ? 'none' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [kind, id]);

  if (load.status === 'none') return null;
  return (
    <div
      className="rounded-xl border border-primary-200 bg-primary-50/50 p-4 sm:p-5"
      data-sign-up
    >
      {(load.status === 'loading' || !s) && (
        <p role="status" className="text-ink-700">
          {s && say(s, 'checkingSeats')}
        </p>
      )}
      {load.status === 'error' && s && (
        <p role="alert" className="text-red-800">
          {say(s, 'loadFailed')}
        </p>
      )}
      {load.status === 'ready' &&
        s &&
        (created ? (
          <Confirmation created={created} s={s} />
        ) : (
          <Offer
            s={s}
            kind={kind}
            id={id}
            timeZone={timeZone}
            signUp={load.signUp}
            onCreated={setCreated}
            onRefresh={(signUp) => setLoad({ status: 'ready', signUp })}
          />
        ))}
    </div>
  );
}

function Offer({
  s,
  kind,
  id,
  timeZone,
  signUp,
  onCreated,
  onRefresh,
}: SignUpFormProps & {
  s: SignUpSay;
  signUp: PublicSignUp;
  onCreated: (c: SignUpCreated) => void;
  onRefresh: (s: PublicSignUp) => void;
}) {
  const line = seatsLeftLine(signUp.state, signUp.seatsLeft, signUp.opensAt, timeZone, s);
  return (
    <>
      <p className="text-lg font-semibold text-ink-900" data-seats-left>
        {line}
      </p>
      {signUp.state === 'full' && <p className="mt-1 text-ink-700">{say(s, 'eventFull')}</p>}
      {formIsOffered(signUp.state) && (
        <Form s={s} kind={kind} id={id} signUp={signUp} onCreated={onCreated} onRefresh={onRefresh} />
      )}
    </>
  );
}

interface Child {
  key: number;
  name: string;
  age: string;
}

function Form({
  s,
  kind,
  id,
  signUp,
  onCreated,
  onRefresh,
}: {
  s: SignUpSay;
  kind: SignUpKind;
  id: number | string;
  signUp: PublicSignUp;
  onCreated: (c: SignUpCreated) => void;
  onRefresh: (s: PublicSignUp) => void;
}) {
  const fid = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [children, setChildren] = useState<Child[]>([]);
  const nextKey = useRef(0);
  const waiting = signUp.state === 'waiting-list';

  function focusFirstError(fields: Record<string, string>) {
    const first = Object.keys(fields)[0];
    if (!first) return;
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`)?.focus(),
    );
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body: SignUpBody = { name: text('name'), seats: Number(text('seats')) || 1 };
    if (text('email')) body.email = text('email');
    if (text('phone')) body.phone = text('phone');
    if (signUp.askNotes && text('notes')) body.notes = text('notes');
    if (signUp.askChildren && children.length > 0) {
      body.children = children.map((child) => ({
        name: child.name.trim(),
        age: child.age.trim() === '' ? Number.NaN : Number(child.age),
      }));
    }
    body.website = String(data.get('website') ?? '');
    // The route's own rules first (ADR 017): the same words under the same fields, nothing sent.
    const checked = checkInput(signUpInput, body);
    const local = checked.ok ? checkSignUpAgainst(checked.value, signUp) : checked.fields;
    if (Object.keys(local).length > 0) {
      setErrors(refusalsIn(s, local));
      setMessage(null);
      focusFirstError(local);
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      onCreated(await postSignUp(kind, id, body));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(refusalsIn(s, fields));
      if (Object.keys(fields).length > 0) {
        focusFirstError(fields);
      } else {
        setMessage(refusalIn(s, apiErrorText(error, say(s, 'sendFailed')), 'sendFailed'));
        if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
          fetchSignUp(kind, id).then(onRefresh, () => undefined);
        }
      }
    } finally {
      setPending(false);
    }
  }

  const err = (key: string) => errors[key];
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="mt-4 space-y-4"
      aria-describedby={`${fid}-privacy`}
      data-sign-up-form
    >
      {waiting && (
        <p className="text-ink-800">{say(s, 'waitingListNote')}</p>
      )}
      <TextField
        id={`${fid}-name`}
        name="name"
        label={say(s, 'name')}
        required={say(s, 'required', { label: say(s, 'name') })}
        error={err('name')}
        autoComplete="name"
        maxLength={REGISTRATION_LIMITS.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${fid}-email`}
          name="email"
          label={say(s, 'email')}
          type="email"
          error={err('email')}
          autoComplete="email"
          maxLength={REGISTRATION_LIMITS.email}
          hint={say(s, 'emailHint')}
        />
        <TextField
          id={`${fid}-phone`}
          name="phone"
          label={say(s, 'phone')}
          type="tel"
          error={err('phone')}
          autoComplete="tel"
          maxLength={REGISTRATION_LIMITS.phone}
        />
      </div>
      <FieldBox id={`${fid}-seats`} label={say(s, 'seatsLabel')} error={err('seats')}>
        <select
          id={`${fid}-seats`}
          name="seats"
          data-field="seats"
          defaultValue="1"
          className="field-input sm:max-w-40"
          {...described(`${fid}-seats`, err('seats'))}
        >
          {seatChoices(signUp.maxSeatsPerSignUp).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </FieldBox>
      {signUp.askChildren && (
        <fieldset className="space-y-3">
          <legend className="field-label">{say(s, 'children')}</legend>
          {children.map((child, i) => (
            <div key={child.key} className="flex flex-wrap items-end gap-3">
              <div className="min-w-40 flex-1">
                <label htmlFor={`${fid}-child-${child.key}-name`} className="field-label">
                  {say(s, 'childName', { n: i + 1 })}
                </label>
                <input
                  id={`${fid}-child-${child.key}-name`}
                  data-field={`children.${i}.name`}
                  value={child.name}
                  maxLength={REGISTRATION_LIMITS.childName}
                  onChange={(e) =>
                    setChildren((list) => list.map((c) => (c.key === child.key ? { ...c, name: e.target.value } : c)))
                  }
                  className="field-input"
                  {...described(`${fid}-child-${child.key}-name`, err(`children.${i}.name`))}
                />
                <ErrorText id={`${fid}-child-${child.key}-name`} error={err(`children.${i}.name`)} />
              </div>
              <div className="w-24">
                <label htmlFor={`${fid}-child-${child.key}-age`} className="field-label">
                  {say(s, 'age')}
                </label>
                <input
                  id={`${fid}-child-${child.key}-age`}
                  data-field={`children.${i}.age`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={17}
                  value={child.age}
                  onChange={(e) =>
                    setChildren((list) => list.map((c) => (c.key === child.key ? { ...c, age: e.target.value } : c)))
                  }
                  className="field-input"
                  {...described(`${fid}-child-${child.key}-age`, err(`children.${i}.age`))}
                />
                <ErrorText id={`${fid}-child-${child.key}-age`} error={err(`children.${i}.age`)} />
              </div>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => setChildren((list) => list.filter((c) => c.key !== child.key))}
              >
                {say(s, 'remove')}
                <span className="sr-only">{say(s, 'removeChild', { n: i + 1 })}</span>
              </button>
            </div>
          ))}
          {children.length < REGISTRATION_LIMITS.children && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setChildren((list) => [...list, { key: nextKey.current++, name: '', age: '' }])}
            >
              {say(s, 'addChild')}
            </button>
          )}
          <ErrorText id={`${fid}-children`} error={err('children')} />
        </fieldset>
      )}
      {signUp.askNotes && (
        <FieldBox
          id={`${fid}-notes`}
          label={say(s, 'notes')}
          error={err('notes')}
          hint={say(s, 'notesHint')}
        >
          <textarea
            id={`${fid}-notes`}
            name="notes"
            data-field="notes"
            rows={3}
            maxLength={REGISTRATION_LIMITS.notes}
            className="field-input"
            {...described(`${fid}-notes`, err('notes'), true)}
          />
        </FieldBox>
      )}
      {/* Only bots fill this in: off-screen, out of the tab order and hidden from assistive technology. */}
      <div className="absolute -start-[10000px] top-auto size-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${fid}-website`}>{say(s, 'honeypot')}</label>
        <input id={`${fid}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <ErrorText id={`${fid}-website`} error={err('website')} />
      <p id={`${fid}-privacy`} className="text-sm text-ink-700">
        {privacyNote(signUp.retentionDays, kind, s)}
      </p>
      <div
        role="alert"
        className={message ? 'rounded-lg border border-red-300 bg-red-50 p-3 text-red-900' : undefined}
        data-sign-up-message
      >
        {message}
      </div>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={pending}>
        {say(s, pending ? 'sending' : waiting ? 'joinWaitingList' : 'signUp')}
      </button>
    </form>
  );
}

function Confirmation({ created, s }: { created: SignUpCreated; s: SignUpSay }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  // The private link's page in the language of the page the sign-up was made on (/tr/registration on /tr).
  const path = registrationPath(window.location.pathname, s.lang);
  const link = privateLink(window.location.origin, created.token, path);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-3" data-sign-up-confirmation>
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900">
        {confirmationHeading(created.status, s)}
      </h3>
      <p className="text-ink-800" data-sign-up-status>
        {statusText(created.status, created.seats, created.position, s)}
      </p>
      <p className="text-ink-800">{say(s, 'keepLink')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`private-link-${created.token.slice(0, 6)}`} className="sr-only">
          {say(s, 'privateLink')}
        </label>
        <input
          id={`private-link-${created.token.slice(0, 6)}`}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="field-input font-mono text-sm"
          data-private-link
        />
        <button
          type="button"
          className="btn btn-outline shrink-0"
          onClick={() =>
            navigator.clipboard?.writeText(link).then(
              () => setCopied(say(s, 'linkCopied')),
              () => setCopied(say(s, 'copyFailed')),
            )
          }
        >
          {say(s, 'copyLink')}
        </button>
      </div>
      <p role="status" className="text-sm text-ink-700">
        {copied}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={`${path}#${created.token}`} className="btn btn-primary">
          {say(s, 'openMySignUp')}
        </a>
        <a href={registrationCalendarUrl(created.token)} download className="btn btn-outline" data-sign-up-calendar>
          {say(s, 'addToCalendar')}
          <span className="sr-only">{say(s, 'downloadsFile')}</span>
        </a>
      </div>
    </div>
  );
}

function described(id: string, error: string | undefined, hint = false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

function FieldBox({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

function TextField({
  id,
  name,
  label,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  /** The label as it reads on a required field ('Name (required)'). */
  required?: string;
  type?: string;
  autoComplete: string;
  maxLength: number;
}) {
  return (
    <FieldBox id={id} label={required ?? label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        data-field={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required !== undefined || undefined}
        className="field-input"
        {...described(id, error, Boolean(hint))}
      />
    </FieldBox>
  );
}
