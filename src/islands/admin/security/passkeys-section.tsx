import { useId, useState, type SyntheticEvent } from 'react';
import { passkeyRenameSchema } from '../../../domain/accounts/passkey-input.ts';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey, type PasskeyListed } from '../api/passkeys.ts';
import { useAdminConfig } from '../config.tsx';
import { formatStamp } from '../content/content-status.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { describedBy, Field, LoadError, smallDanger, smallOutline, smallPrimary, Spinner } from '../ui/fields.tsx';

/** The browser closed its passkey dialog (cancelled, timed out): said quietly, not as a failure. */
function cancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/**
 * Passkeys (issue 25): add one from this device, name, rename and remove them; sign in with one instead of a
 * password. `onAdded` runs after a passkey is added (the enrolment screen then reloads the user).
 */
export function PasskeysSection({ onAdded }: { onAdded?: () => void }) {
  const id = useId();
  const { timeZone } = useAdminConfig();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<{ id: number; name: string; error?: string | undefined } | null>(null);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const { confirm, element: confirmDialog } = useConfirm();
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  async function onAdd(event: SyntheticEvent) {
    event.preventDefault();
    const checked = checkInput(passkeyRenameSchema, { name });
    setNameError(checked.ok ? undefined : checked.fields.name);
    if (!checked.ok) return;
    try {
      const created = await add.mutateAsync(checked.value.name);
      setName('');
      toast({ title: 'Passkey added', description: `"${created.name}" can now sign you in.` });
      onAdded?.();
    } catch (error) {
      if (cancelled(error)) toast({ title: 'No passkey added', description: 'The passkey dialog was closed.' });
      else toast({ title: 'Failed to add the passkey', description: serverMessage(error, 'Please try again'), variant: 'destructive' });
    }
  }

  async function onRename(event: SyntheticEvent) {
    event.preventDefault();
    if (!renaming) return;
    const checked = checkInput(passkeyRenameSchema, { name: renaming.name });
    if (!checked.ok) {
      setRenaming({ ...renaming, error: checked.fields.name });
      return;
    }
    try {
      await rename.mutateAsync({ id: renaming.id, name: checked.value.name });
      setRenaming(null);
      toast({ title: 'Passkey renamed', description: `It is now called "${checked.value.name}".` });
    } catch (error) {
      toast({ title: 'Failed to rename the passkey', description: serverMessage(error, 'Please try again'), variant: 'destructive' });
    }
  }

  function askRemove(passkey: PasskeyListed) {
    confirm({
      title: 'Remove passkey?',
      message: `"${passkey.name}" will no longer sign you in, and your other sessions will be signed out.`,
      confirmLabel: 'Remove Passkey',
      onConfirm: () =>
        remove.mutateAsync(passkey.id).then(
          () => toast({ title: 'Passkey removed', description: `"${passkey.name}" has been removed.` }),
          (error: unknown) =>
            toast({ title: 'Failed to remove the passkey', description: serverMessage(error, 'Please try again'), variant: 'destructive' }),
        ),
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink-900">
        Passkeys
      </h3>
      <p className="text-sm text-ink-700">
        A passkey signs you in with this device&apos;s fingerprint, face or PIN instead of your password, and cannot be
        phished. Add one on each computer or phone you use.
      </p>
      {passkeys.isPending ? (
        <Spinner label="Loading your passkeys..." />
      ) : passkeys.isError ? (
        <LoadError message="Failed to fetch your passkeys" onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-ink-700">You have no passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-ink-200 rounded-lg border border-ink-200" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              {renaming?.id === passkey.id ? (
                <form onSubmit={onRename} noValidate className="flex flex-wrap items-end gap-2">
                  <Field id={`${id}-rename`} label="New name" error={renaming.error}>
                    <input
                      id={`${id}-rename`}
                      className="field-input"
                      value={renaming.name}
                      onChange={(e) => setRenaming({ ...renaming, name: e.target.value, error: undefined })}
                      {...describedBy(`${id}-rename`, renaming.error)}
                    />
                  </Field>
                  <button type="submit" className={smallPrimary} disabled={rename.isPending}>
                    Save
                  </button>
                  <button type="button" className={smallOutline} onClick={() => setRenaming(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <div>
                  <p className="font-medium text-ink-900">{passkey.name}</p>
                  <p className="text-sm text-ink-700">
                    Added {formatStamp(passkey.createdAt, timeZone)} ·{' '}
                    {passkey.lastUsedAt ? `last used ${formatStamp(passkey.lastUsedAt, timeZone)}` : 'never used to sign in'}
                  </p>
                </div>
              )}
              {renaming?.id !== passkey.id && (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={smallOutline}
                    aria-label={`Rename ${passkey.name}`}
                    onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                  >
                    Rename
                  </button>
                  <button type="button" className={smallDanger} aria-label={`Remove ${passkey.name}`} onClick={() => askRemove(passkey)}>
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={onAdd} noValidate className="flex flex-wrap items-end gap-3">
          <Field id={`${id}-name`} label="Passkey name" error={nameError} hint="For example: Office laptop, My phone">
            <input
              id={`${id}-name`}
              className="field-input"
              value={name}
              maxLength={80}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(undefined);
              }}
              {...describedBy(`${id}-name`, nameError, true)}
            />
          </Field>
          <button type="submit" className={smallPrimary} disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add a Passkey'}
          </button>
        </form>
      ) : (
        <p className="text-sm text-ink-700">This browser cannot make passkeys; use a current Chrome, Edge, Firefox or Safari.</p>
      )}
      {confirmDialog}
    </section>
  );
}
