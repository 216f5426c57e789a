import { useEffect, useRef } from 'react';
import { errorBody, serverFieldErrors } from '../lib/server-message.ts';

export type SecondFactorKind = 'totp' | 'recovery';

/** 401 { secondFactor } from POST /api/login: which second step the sign-in needs, if any (issue 25). */
export function secondFactorAsked(error: unknown): { kind: 'totp' | 'passkey'; message: string; codeError?: string } | null {
  const body = errorBody(error);
  if (!body || (body.secondFactor !== 'totp' && body.secondFactor !== 'passkey')) return null;
  const codeError = serverFieldErrors(error).code;
  return {
    kind: body.secondFactor,
    message: typeof body.message === 'string' ? body.message : '',
    ...(codeError ? { codeError } : {}),
  };
}

/**
 * The sign-in's second step after a correct password: the authenticator app's code, or a recovery code.
 * The field takes the focus when it appears and when a code is refused; the error is announced.
 */
export function SecondFactorStep({
  id,
  kind,
  onKindChange,
  code,
  onCodeChange,
  error,
  attempt,
  fieldClassName,
}: {
  id: string;
  kind: SecondFactorKind;
  onKindChange: (kind: SecondFactorKind) => void;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
  /** Changes with every refused try, so the focus goes back to the field each time. */
  attempt: number;
  fieldClassName: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [kind, attempt]);
  const fieldId = `${id}-code`;
  const totp = kind === 'totp';
  return (
    <div>
      <p id={`${fieldId}-hint`} className="mb-3 text-sm text-slate-700">
        {totp
          ? 'Open your authenticator app and enter the 6-digit code it shows for this site.'
          : 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'}
      </p>
      <label htmlFor={fieldId} className="block font-medium text-slate-900">
        {totp ? 'Authentication code' : 'Recovery code'}
      </label>
      <input
        ref={input}
        id={fieldId}
        name="code"
        {...(totp
          ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', pattern: '[0-9 ]*', maxLength: 7 }
          : { autoComplete: 'off', spellCheck: false, maxLength: 20 })}
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
        className={fieldClassName}
      />
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          onCodeChange('');
          onKindChange(totp ? 'recovery' : 'totp');
        }}
        className="mt-2 text-sm font-medium text-emerald-800 underline hover:text-emerald-900"
      >
        {totp ? 'Use a recovery code' : 'Use the authenticator app'}
      </button>
    </div>
  );
}
