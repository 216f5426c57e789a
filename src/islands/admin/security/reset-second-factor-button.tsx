import { serverMessage } from '../../../lib/server-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useResetSecondFactor } from '../api/second-factor.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { smallOutline } from '../ui/fields.tsx';

/**
 * User Management, super_admin (issue 25): resets another account's second factor — for a member of
 * staff who lost their phone. They sign in with their password alone again (or, when their role
 * requires a second factor, are led through setting up a new one); their sessions end.
 */
export function ResetSecondFactorButton({ user }: { user: { id: number; username: string } }) {
  const reset = useResetSecondFactor();
  const { confirm, element } = useConfirm();
  return (
    <>
      <button
        type="button"
        className={`${smallOutline} ml-2`}
        aria-label={`Reset second factor of ${user.username}`}
        onClick={() =>
          confirm({
            title: `Reset ${user.username}'s second factor?`,
            message:
              'Their authenticator app and recovery codes stop working and their sessions end. Do this only when you are sure it is them asking (call them).',
            confirmLabel: 'Reset second factor',
            onConfirm: async () => {
              try {
                await reset.mutateAsync(user.id);
                toast({ title: 'Second factor reset', description: `${user.username} can set up a new one at their next sign-in.` });
              } catch (caught) {
                toast({ title: 'Could not reset', description: serverMessage(caught, 'Please try again'), variant: 'destructive' });
              }
            },
          })
        }
      >
        Reset 2FA
      </button>
      {element}
    </>
  );
}
