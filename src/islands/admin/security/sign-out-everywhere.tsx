import { useSignOutEverywhere } from '../api/sessions.ts';
import { reportError, success } from '../errors.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { smallOutline } from '../ui/fields.tsx';

/** User Management (super_admin, issue 25): ends every session of another user — a lost laptop, a leaver. */
export function SignOutEverywhereButton({ userId, username }: { userId: number; username: string }) {
  const signOut = useSignOutEverywhere();
  const { confirm, element } = useConfirm();
  return (
    <>
      <button
        type="button"
        className={smallOutline}
        disabled={signOut.isPending}
        aria-label={`Sign ${username} out everywhere`}
        onClick={() =>
          confirm({
            title: 'Sign out everywhere?',
            message: `Every browser signed in as "${username}" will be signed out at once. The account stays as it is.`,
            confirmLabel: 'Sign Out Everywhere',
            onConfirm: () =>
              signOut.mutateAsync(userId).then(
                (r) => success('Signed out everywhere', `${r.ended} session${r.ended === 1 ? '' : 's'} of "${username}" ended.`),
                (error: unknown) => void reportError(error, 'Failed to sign the user out'),
              ),
          })
        }
      >
        Sign out everywhere
      </button>
      {element}
    </>
  );
}
