import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { newUserSchema } from '../../domain/accounts/account-input.ts';
import { formatEventDate } from '../../domain/dates/event-dates.ts';
import { ResetSecondFactorButton } from './security/reset-second-factor-button.tsx';
import { checkInput } from '../../domain/forms/check-input.ts';
import {
  useChangeRole,
  useDeleteUser,
  useRegisterUser,
  useUsers,
  type AssignableRole,
  type StaffUser,
} from './api/users.ts';
import { useAdminConfig } from './config.tsx';
import { reportError, success } from './errors.ts';
import type { PanelProps, QuickActionProps } from './panel.ts';
import { useConfirm } from './ui/confirm-dialog.tsx';
import { describedBy, Field, LoadError, smallDanger, Spinner } from './ui/fields.tsx';
import { SignOutEverywhereButton } from './security/sign-out-everywhere.tsx';

const ROLE_LABEL: Record<StaffUser['role'], string> = { super_admin: 'Super Admin', admin: 'Admin', editor: 'Editor' };

/**
 * User Management (super_admin only, SPEC 6): the list, Add User, role changes between editor and admin,
 * and delete with a confirmation. Super admin accounts can be neither changed nor deleted here.
 */
export function UsersTab({ user: me, action, startAction, onActionDone }: QuickActionProps & Pick<PanelProps, 'user'>) {
  const users = useUsers();
  const changeRole = useChangeRole();
  const remove = useDeleteUser();
  const { confirm, element: confirmDialog } = useConfirm();
  // The Add User form is the quick action 'new': `/admin#users/new`.
  const adding = action === 'new';

  function askDelete(user: StaffUser) {
    confirm({
      title: 'Delete user?',
      message: `The account "${user.username}" will be deleted and signed out everywhere. This cannot be undone.`,
      confirmLabel: 'Delete User',
      onConfirm: () =>
        remove.mutateAsync(user.id).then(
          () => success('User deleted', `"${user.username}" has been removed.`),
          (error: unknown) => void reportError(error, 'Failed to delete user'),
        ),
    });
  }

  function setRole(user: StaffUser, role: AssignableRole) {
    changeRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => success('User role updated', `"${user.username}" is now ${ROLE_LABEL[role]}.`),
        onError: (error) => void reportError(error, 'Failed to update user role'),
      },
    );
  }

  return (
    <section aria-labelledby="users-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="text-xl font-semibold text-ink-900">
          User Management
        </h2>
        {!adding && (
          <button type="button" className="btn btn-primary" onClick={() => startAction('new')}>
            Add User
          </button>
        )}
      </div>
      {adding && <AddUserForm onDone={onActionDone} />}
      {users.isPending ? (
        <Spinner label="Loading users..." />
      ) : users.isError ? (
        <LoadError message="Failed to fetch users" onRetry={() => void users.refetch()} />
      ) : (
        <UsersTable
          users={users.data}
          meId={me.id}
          isPending={(user) => changeRole.isPending && changeRole.variables?.id === user.id}
          onRole={setRole}
          onDelete={askDelete}
        />
      )}
      {confirmDialog}
    </section>
  );
}

/** The staff accounts, one row each. */
function UsersTable({
  users,
  meId,
  isPending,
  onRole,
  onDelete,
}: {
  users: StaffUser[];
  meId: StaffUser['id'];
  isPending: (user: StaffUser) => boolean;
  onRole: (user: StaffUser, role: AssignableRole) => void;
  onDelete: (user: StaffUser) => void;
}) {
  return (
    <div className="relative overflow-x-auto" role="region" aria-label="Staff accounts" tabIndex={0}>
      <table className="w-full min-w-[40rem] text-left">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="border-b border-ink-300 text-sm text-ink-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Username
            </th>
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Email
            </th>
            <th scope="col" className="py-2 pr-4">
              Role
            </th>
            <th scope="col" className="py-2 pr-4">
              Created
            </th>
            <th scope="col" className="py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isMe={user.id === meId}
              pending={isPending(user)}
              onRole={(role) => onRole(user, role)}
              onDelete={() => onDelete(user)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  user,
  isMe,
  pending,
  onRole,
  onDelete,
}: {
  user: StaffUser;
  isMe: boolean;
  pending: boolean;
  onRole: (role: AssignableRole) => void;
  onDelete: () => void;
}) {
  const { timeZone } = useAdminConfig();
  const id = useId();
  const protectedRow = user.role === 'super_admin' || isMe;
  return (
    <tr className="border-b border-ink-200 align-middle" data-testid="user-row">
      <th scope="row" className="py-3 pr-4 font-semibold text-ink-900">
        {user.username}
        {isMe && <span className="ml-2 text-sm font-normal text-ink-700">(you)</span>}
      </th>
      <td className="py-3 pr-4 text-ink-800">{user.firstName ?? '—'}</td>
      <td className="py-3 pr-4 text-ink-800">{user.email}</td>
      <td className="py-3 pr-4">
        {protectedRow ? (
          <span className="font-medium text-ink-900">{ROLE_LABEL[user.role]}</span>
        ) : (
          <>
            <label htmlFor={`${id}-role`} className="sr-only">
              Role of {user.username}
            </label>
            <select
              id={`${id}-role`}
              value={user.role}
              disabled={pending}
              onChange={(e) => onRole(e.target.value as AssignableRole)}
              className="rounded-md border border-ink-400 bg-white px-2 py-1.5 text-ink-900"
            >
              <option value="editor">Editor</option>
              <option value="admin">Admin</option>
            </select>
          </>
        )}
      </td>
      <td className="py-3 pr-4 text-sm text-ink-800">{formatEventDate(user.createdAt, timeZone)}</td>
      <td className="py-3">
        <div className="flex flex-wrap items-center gap-2">
          {protectedRow ? (
            <span className="text-sm text-ink-700">{user.role === 'super_admin' ? 'Protected' : '—'}</span>
          ) : (
            <button type="button" className={smallDanger} onClick={onDelete} aria-label={`Delete ${user.username}`}>
              Delete
            </button>
          )}
          {!isMe && <ResetSecondFactorButton user={user} />}
          {!isMe && <SignOutEverywhereButton userId={user.id} username={user.username} />}
        </div>
      </td>
    </tr>
  );
}

type UserField = 'username' | 'firstName' | 'email' | 'password' | 'role';

/** The Add User form's values, the errors the check or the API gave, and creating the account. */
function useAddUserForm(onDone: () => void) {
  const id = useId();
  const register = useRegisterUser();
  const [values, setValues] = useState<Record<UserField, string>>({
    username: '',
    firstName: '',
    email: '',
    password: '',
    role: 'editor',
  });
  const [errors, setErrors] = useState<Partial<Record<UserField, string>>>({});
  const set = (key: UserField, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(e: SyntheticEvent) {
    e.preventDefault();
    const firstName = values.firstName.trim();
    const checked = checkInput(newUserSchema, {
      username: values.username,
      email: values.email.trim(),
      password: values.password,
      role: values.role,
      ...(firstName ? { firstName } : {}),
    });
    setErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) {
      document.getElementById(`${id}-${Object.keys(checked.fields)[0]}`)?.focus();
      return;
    }
    register.mutate(checked.value, {
      onSuccess: () => {
        success('User created successfully', 'New user has been added to the system');
        onDone();
      },
      onError: (error) => setErrors(reportError(error, 'Failed to create user account', 'Registration failed')),
    });
  }

  return { id, values, errors, set, onSubmit, creating: register.isPending };
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const { id, values, errors, set, onSubmit, creating } = useAddUserForm(onDone);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const text = (name: UserField, label: string, type: string, autoComplete: string, required = true) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]} required={required}>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        className="field-input"
        aria-required={required}
        {...describedBy(`${id}-${name}`, errors[name])}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900">
        Add User
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('username', 'Username', 'text', 'off')}
        {text('firstName', 'First name (optional)', 'text', 'off', false)}
        {text('email', 'Email', 'email', 'off')}
        {text('password', 'Password', 'password', 'new-password')}
        <Field id={`${id}-role`} label="Role" error={errors.role}>
          <select
            id={`${id}-role`}
            value={values.role}
            onChange={(e) => set('role', e.target.value)}
            className="field-input"
            {...describedBy(`${id}-role`, errors.role)}
          >
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={creating}>
          {creating ? 'Creating...' : 'Create User'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={creating}>
          Cancel
        </button>
      </div>
    </form>
  );
}
