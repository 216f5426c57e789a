import { useId, useState, type SyntheticEvent } from 'react';
import { passwordChangeFormSchema } from '../domain/accounts/account-input.ts';
import { checkInput } from '../domain/forms/check-input.ts';
import { api } from '../lib/api-client.ts';
import { throwIfNotOk } from '../lib/api-response.ts';
import { serverFieldErrors, serverMessage } from '../lib/server-message.ts';
import { handleUnauthorized } from '../lib/navigation.ts';
import { toast } from '../lib/toast-store.ts';

type Fields = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** SPEC 5's change-password rules (the route's, and the confirmation), checked here for quick feedback. */
export function validatePasswordChange(values: Record<Fields, string>): Partial<Record<Fields, string>> {
  const checked = checkInput(passwordChangeFormSchema, values);
  return checked.ok ? {} : checked.fields;
}

export default function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Fields, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    const first = (Object.keys(found) as Fields[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const res = await api.api.user.password.$put({
        json: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      await throwIfNotOk(res);
      toast({ title: 'Password changed', description: 'Your password has been updated' });
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      onDone?.();
    } catch (error) {
      if (!handleUnauthorized(error)) {
        setErrors(serverFieldErrors(error));
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to change password'),
          variant: 'destructive',
        });
      }
    } finally {
      setPending(false);
    }
  }

  const input = (name: Fields, label: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {input('currentPassword', 'Current password', 'current-password')}
      {input('newPassword', 'New password', 'new-password')}
      {input('confirmPassword', 'Confirm new password', 'new-password')}
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70"
      >
        {pending ? 'Saving...' : 'Change Password'}
      </button>
    </form>
  );
}
