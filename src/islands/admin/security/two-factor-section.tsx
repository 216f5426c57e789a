import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { serverFieldErrors, serverMessage } from '../../../lib/server-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  useConfirmTotp,
  useNewRecoveryCodes,
  useSecondFactorStatus,
  useStartTotp,
  useTurnOffTotp,
} from '../api/second-factor.ts';
import { describedBy, Field, LoadError, smallDanger, smallOutline, smallPrimary, Spinner } from '../ui/fields.tsx';

/**
 * Security tab, issue 25: the authenticator app (TOTP) as a second factor for password sign-ins —
 * enrol with a QR code made here (uqr, loaded only when needed) or the secret typed by hand, confirm with
 * a first code, see the ten recovery codes once, make new ones, or turn it off.
 * `onEnrolled` runs once the recovery codes have been put away (the restricted screen then reloads the user).
 */
export function TwoFactorSection({ onEnrolled }: { onEnrolled?: () => void }) {
  const status = useSecondFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const headingId = useId();

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          onEnrolled?.();
        }}
      />
    );
  } else if (status.isPending) {
    body = <Spinner label="Loading your second factor..." />;
  } else if (status.isError) {
    body = <LoadError message="Failed to load your second factor" onRetry={() => void status.refetch()} />;
  } else if (status.data.totp) {
    body = <TotpOn recoveryCodesLeft={status.data.recoveryCodesLeft} onNewCodes={setRecoveryCodes} />;
  } else {
    body = <Enrol onConfirmed={setRecoveryCodes} required={status.data.required} />;
  }
  return (
    <section aria-labelledby={headingId} className="card space-y-4" data-testid="two-factor-section">
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        Authenticator app
      </h3>
      {body}
    </section>
  );
}

function TotpOn({ recoveryCodesLeft, onNewCodes }: { recoveryCodesLeft: number; onNewCodes: (codes: string[]) => void }) {
  const [action, setAction] = useState<'codes' | 'off' | null>(null);
  const newCodes = useNewRecoveryCodes();
  const turnOff = useTurnOffTotp();
  return (
    <div className="space-y-3">
      <p className="text-ink-800">
        <strong className="text-primary-800">On.</strong> Signing in with your password also asks for a code from
        your authenticator app. {recoveryCodesLeft} of 10 recovery codes left.
      </p>
      {recoveryCodesLeft <= 3 && (
        <p className="text-sm text-amber-900">Few recovery codes are left: make new ones and keep them safe.</p>
      )}
      {action === null && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={smallOutline} onClick={() => setAction('codes')}>
            Make new recovery codes
          </button>
          <button type="button" className={smallDanger} onClick={() => setAction('off')}>
            Turn off
          </button>
        </div>
      )}
      {action === 'codes' && (
        <PasswordCheck
          title="Make new recovery codes"
          explanation="Your old recovery codes stop working."
          submitLabel="Make new codes"
          onCancel={() => setAction(null)}
          run={async (password) => {
            const { recoveryCodes } = await newCodes.mutateAsync(password);
            setAction(null);
            onNewCodes(recoveryCodes);
          }}
        />
      )}
      {action === 'off' && (
        <PasswordCheck
          title="Turn off the authenticator app"
          explanation="Signing in will ask for your password only, your recovery codes stop working, and your other sessions end."
          submitLabel="Turn off"
          danger
          onCancel={() => setAction(null)}
          run={async (password) => {
            await turnOff.mutateAsync(password);
            setAction(null);
            toast({ title: 'Authenticator app turned off', description: 'Your other sessions have ended.' });
          }}
        />
      )}
    </div>
  );
}

/** A sensitive change: asks for the current password first. */
function PasswordCheck({
  title,
  explanation,
  submitLabel,
  danger,
  onCancel,
  run,
}: {
  title: string;
  explanation: string;
  submitLabel: string;
  danger?: boolean;
  onCancel: () => void;
  run: (password: string) => Promise<void>;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (!password) {
      setError('Current password is required');
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      await run(password);
    } catch (caught) {
      const fieldError = serverFieldErrors(caught).currentPassword;
      if (fieldError) {
        setError(fieldError);
        input.current?.focus();
      } else {
        toast({ title: title, description: serverMessage(caught, 'Please try again'), variant: 'destructive' });
      }
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-ink-200 p-4">
      <p className="font-semibold text-ink-900">{title}</p>
      <p className="text-sm text-ink-700">{explanation}</p>
      <Field id={`${id}-password`} label="Current password" error={error}>
        <input
          ref={input}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="field-input"
          {...describedBy(`${id}-password`, error)}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={danger ? smallDanger : smallPrimary} disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className={smallOutline} onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Enrol({ onConfirmed, required }: { onConfirmed: (codes: string[]) => void; required: boolean }) {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const enrolment = start.data;

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the code from your authenticator app');
      codeInput.current?.focus();
      return;
    }
    try {
      const { recoveryCodes } = await confirm.mutateAsync(code.trim());
      toast({ title: 'Authenticator app turned on', description: 'Your other sessions have ended.' });
      onConfirmed(recoveryCodes);
    } catch (caught) {
      setError(serverFieldErrors(caught).code ?? serverMessage(caught, 'Please try again'));
      codeInput.current?.focus();
    }
  }

  if (!enrolment) {
    return (
      <div className="space-y-3">
        <p className="text-ink-800">
          {required
            ? 'Your role requires a second factor.'
            : 'Off. Add a second step to password sign-ins: a 6-digit code from an app on your phone.'}{' '}
          Any authenticator app works (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).
        </p>
        <button
          type="button"
          className={smallPrimary}
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onError: (caught) =>
                toast({ title: 'Could not start', description: serverMessage(caught, 'Please try again'), variant: 'destructive' }),
            })
          }
        >
          Set up an authenticator app
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-ink-800">
        <li>Scan this QR code with your authenticator app.</li>
        <li>Or type this key into the app by hand (time-based):</li>
      </ol>
      <QrCode text={enrolment.otpauthUrl} />
      <p className="text-ink-800">
        Setup key:{' '}
        <code className="font-mono text-lg tracking-wider text-ink-900" data-testid="totp-secret">
          {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </p>
      <Field id={`${id}-code`} label="Code from the app" error={error} hint="Enter the 6-digit code the app now shows.">
        <input
          ref={codeInput}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="field-input max-w-40"
          {...describedBy(`${id}-code`, error, true)}
        />
      </Field>
      <button type="submit" className={smallPrimary} disabled={confirm.isPending}>
        Confirm and turn on
      </button>
    </form>
  );
}

/** The otpauth:// URL as an SVG QR code, drawn here: the secret never leaves the site. */
function QrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(text, { ecc: 'M', border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <Spinner label="Drawing the QR code..." />;
  return (
    <div
      role="img"
      aria-label="QR code for your authenticator app"
      className="h-48 w-48 bg-white [&>svg]:h-full [&>svg]:w-full"
      // The SVG is made by uqr from our own otpauth URL (no user-supplied markup).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** Shown once: the ten recovery codes, to copy, download or write down. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `Recovery codes for ${window.location.host}\nEach code works once, in place of a code from the authenticator app.\n\n${codes.join('\n')}\n`;
  return (
    <div aria-labelledby={headingId} role="region" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink-900">
        Your recovery codes
      </h4>
      <p className="text-sm text-ink-800">
        Save them now: they are shown only this once. If you lose your phone, each code signs you in once.
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-ink-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={smallOutline}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => toast({ title: 'Copied', description: 'The recovery codes are on the clipboard.' }))
              .catch(() => toast({ title: 'Could not copy', description: 'Select the codes and copy them by hand.', variant: 'destructive' }))
          }
        >
          Copy
        </button>
        <a
          className={smallOutline}
          download="recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          Download
        </a>
        <button type="button" className={smallPrimary} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}
