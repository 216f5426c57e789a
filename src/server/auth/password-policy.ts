import { screenPassword, type ScreenInput } from '../../domain/accounts/password-screen.ts';
import { ApiError } from '../middleware/errors.ts';
import { commonPasswords } from './common-passwords.ts';

/**
 * Issue 25's screening of a password about to be set (after SPEC 5's length rule has passed): the reason
 * it is refused, or null. Every place that sets a password asks this.
 */
export async function passwordRefusal(input: Omit<ScreenInput, 'common'>): Promise<string | null> {
  return screenPassword({ ...input, common: await commonPasswords() });
}

/** For routes: a refused password answers 400 with the reason under the form's field. */
export async function assertPasswordAllowed(field: string, input: Omit<ScreenInput, 'common'>): Promise<void> {
  const reason = await passwordRefusal(input);
  if (reason) throw new ApiError(400, reason, { fields: { [field]: reason } });
}
