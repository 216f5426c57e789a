import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { loginSchema } from '../domain/accounts/account-input.ts';
import { CODE_REQUIRED } from '../domain/accounts/second-factor-input.ts';
import { checkInput } from '../domain/forms/check-input.ts';
import { api } from '../lib/api-client.ts';
import { throwIfNotOk } from '../lib/api-response.ts';
import { serverMessage } from '../lib/server-message.ts';
import { peekPostLoginTarget, rememberPostLoginTarget, takePostLoginTarget } from '../lib/navigation.ts';
import { isStaff, refreshSession, type SignedInUser } from '../lib/session-store.ts';
import { toast } from '../lib/toast-store.ts';
import { secondFactorAsked, SecondFactorStep, type SecondFactorKind } from './second-factor-step.tsx';
import type * as PasskeyModule from '../lib/passkey-ceremonies.ts';

const POST_LOGIN_DELAY_MS = 200;

/** SPEC 2: opened at /admin, or coming from /admin, the post-login target is /admin (with the tab it was on). */
export function choosePostLoginTarget(): void {
  const here = window.location.pathname;
  let referrerPath = '';
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.origin === window.location.origin) referrerPath = referrer.pathname;
  } catch {
    referrerPath = '';
  }
  // A target the admin stored on a 401 keeps its tab ('/admin#analytics', ADR 016); a referrer has no hash.
  if (here === '/admin') rememberPostLoginTarget(`/admin${window.location.hash}`);
  else if (referrerPath === '/admin' && !peekPostLoginTarget()?.startsWith('/admin')) rememberPostLoginTarget('/admin');
}

/** After a passkey sign-in: the session store, a welcome, and on to where the person was going (as a password sign-in). */
async function welcome(user: SignedInUser) {
  await refreshSession();
  toast({ title: 'Login successful', description: `Welcome back ${user.firstName || user.username}` });
  const target = takePostLoginTarget() ?? (isStaff(user) ? '/admin' : '/');
  if (window.location.pathname !== target) setTimeout(() => window.location.assign(target), POST_LOGIN_DELAY_MS);
}

type FieldErrors = { username?: string; password?: string };

/** `framed` draws the card, title and subtitle; /auth has them in its static HTML already. */
export default function SignInForm({ framed = true }: { framed?: boolean }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // Issue 25: after a correct password, the account's second factor (null until the server asks).
  const [step, setStep] = useState<{ kind: SecondFactorKind; attempt: number; error?: string | undefined } | null>(
    null,
  );
  const [code, setCode] = useState('');
  const [passkeyNotice, setPasskeyNotice] = useState('');
  // The form is in /auth's HTML before the island hydrates: until then its buttons are disabled, so a click
  // waits instead of doing nothing, and Enter cannot send the form natively (a GET with the password in the
  // address). Without JavaScript they stay disabled, as the page's noscript note says. What was typed or
  // filled in by a password manager before hydration is in the fields but not in React's state: take it.
  const [hydrated, setHydrated] = useState(false);
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (usernameField.current?.value) setUsername(usernameField.current.value);
    if (passwordField.current?.value) setPassword(passwordField.current.value);
    setHydrated(true);
  }, []);
  // The quiet autofill request below: the passkey button stops it before it reaches the browser's
  // ceremony, which would otherwise cancel the button's own.
  const autofill = useRef<AbortController | null>(null);
  // The autofill and the button can both finish (a passkey picked as the button was pressed): the first signs in.
  const signedIn = useRef(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const checked = checkInput(loginSchema, { username, password, ...(step ? { code } : {}) });
    setErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) {
      document.getElementById(`${id}-${Object.keys(checked.fields)[0]}`)?.focus();
      return;
    }
    if (step && !code.trim()) {
      setStep({
        ...step,
        attempt: step.attempt + 1,
        error: step.kind === 'totp' ? CODE_REQUIRED : 'Enter a recovery code',
      });
      return;
    }
    setPending(true);
    try {
      choosePostLoginTarget();
      const res = await api.api.login.$post({ json: checked.value });
      await throwIfNotOk(res);
      const user = (await res.json()) as SignedInUser;
      await refreshSession();
      toast({ title: 'Login successful', description: `Welcome back ${user.firstName || user.username}` });
      const target = takePostLoginTarget() ?? (isStaff(user) ? '/admin' : '/');
      // Already on the target (/admin): the refreshed session store shows the dashboard in place.
      if (window.location.pathname !== target) setTimeout(() => window.location.assign(target), POST_LOGIN_DELAY_MS);
    } catch (error) {
      const asked = secondFactorAsked(error);
      setPending(false);
      if (asked?.kind === 'passkey') return setPasskeyNotice(asked.message);
      if (asked) {
        // No code sent yet: the code step appears. A code sent and refused: its error, and the focus back.
        return setStep((was) => ({
          kind: was?.kind ?? 'totp',
          attempt: (was?.attempt ?? 0) + 1,
          error: step ? (asked.codeError ?? asked.message) : undefined,
        }));
      }
      toast({ title: 'Login failed', description: serverMessage(error, 'Please try again'), variant: 'destructive' });
      setPending(false);
    }
  }

  /** Issue 25: a passkey instead of a password; the WebAuthn code is fetched only when this is pressed. */
  async function onPasskey() {
    autofill.current?.abort();
    if (signedIn.current) return;
    setPending(true);
    let ceremonies: typeof PasskeyModule | undefined;
    try {
      choosePostLoginTarget();
      ceremonies = await import('../lib/passkey-ceremonies.ts');
      await welcomeOnce(await ceremonies.signInWithPasskey());
    } catch (error) {
      if (signedIn.current) return;
      if (ceremonies?.wasCancelled(error))
        toast({ title: 'No passkey chosen', description: 'Sign in with a passkey or your password.' });
      else
        toast({ title: 'Login failed', description: serverMessage(error, 'Please try again'), variant: 'destructive' });
      setPending(false);
    }
  }

  async function welcomeOnce(user: SignedInUser) {
    if (signedIn.current) return;
    signedIn.current = true;
    setPending(true);
    await welcome(user);
  }

  // Conditional UI: a passkey offered among the username field's suggestions, where the browser can.
  useEffect(() => {
    let unmounted = false;
    const quiet = new AbortController();
    autofill.current = quiet;
    void (async () => {
      const ceremonies = await import('../lib/passkey-ceremonies.ts').catch(() => undefined);
      if (!ceremonies || unmounted || quiet.signal.aborted || !(await ceremonies.autofillSupported())) return;
      try {
        const user = await ceremonies.signInWithPasskey({ autofill: true, signal: quiet.signal });
        choosePostLoginTarget();
        await welcomeOnce(user);
      } catch (error) {
        // Aborted by the passkey button or by leaving the page, no options (429), or no passkeys at this
        // address (an IP address): nothing to say, the person asked for nothing.
        if (
          !unmounted &&
          !ceremonies.wasCancelled(error) &&
          !ceremonies.unavailableHere(error) &&
          !(error instanceof Error && error.message.startsWith('429'))
        )
          toast({
            title: 'Login failed',
            description: serverMessage(error, 'Please try again'),
            variant: 'destructive',
          });
      }
    })();
    return () => {
      unmounted = true;
      quiet.abort();
    };
  }, []);

  const field =
    'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700';
  const form = (
    <form className={framed ? 'mt-6 space-y-5' : 'space-y-5'} onSubmit={onSubmit} noValidate>
      <div>
        <label htmlFor={`${id}-username`} className="block font-medium text-slate-900">
          Username
        </label>
        <input
          ref={usernameField}
          id={`${id}-username`}
          name="username"
          autoComplete="username webauthn"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          className={field}
        />
        {errors.username && (
          <p id={`${id}-username-error`} className="mt-1 text-sm text-red-700">
            {errors.username}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="block font-medium text-slate-900">
          Password
        </label>
        <input
          ref={passwordField}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          className={field}
        />
        {errors.password && (
          <p id={`${id}-password-error`} className="mt-1 text-sm text-red-700">
            {errors.password}
          </p>
        )}
      </div>
      {step && (
        <SecondFactorStep
          id={id}
          kind={step.kind}
          onKindChange={(kind) => setStep({ kind, attempt: step.attempt + 1 })}
          code={code}
          onCodeChange={setCode}
          error={step.error}
          attempt={step.attempt}
          fieldClassName={field}
        />
      )}
      {passkeyNotice && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {passkeyNotice}
        </p>
      )}
      <button
        type="submit"
        disabled={pending || !hydrated}
        className="w-full rounded-md bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:opacity-70"
      >
        {pending ? 'Signing in...' : step ? 'Verify' : 'Sign In'}
      </button>
      <button
        type="button"
        onClick={() => void onPasskey()}
        disabled={pending || !hydrated}
        className="w-full rounded-md border border-emerald-800 bg-white px-4 py-2.5 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:opacity-70"
      >
        {/* Not "Sign in with …": every journey (and staff's habit) finds the password button by "Sign In". */}
        Use a passkey instead
      </button>
    </form>
  );
  if (!framed) return form;
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-center text-slate-700">Sign in to access the administrative panel</p>
        {form}
      </div>
    </div>
  );
}
