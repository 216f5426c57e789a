import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { recordSecurityEvent, requestDevice } from './security-events.ts';

/** POST /logout by a signed-in user: the session's end is a security event. */
export async function noteLogout(c: Context<AppEnv>): Promise<void> {
  const user = c.get('user');
  if (!user) return;
  await recordSecurityEvent(c, user, {
    action: 'security.signout',
    target: user.username,
    summary: `Signed out (${requestDevice(c)})`,
  });
}

/** PUT /user/password: the change, and that every other session ended with it. */
export async function notePasswordChanged(c: Context<AppEnv>, user: { id: number; username: string }): Promise<void> {
  await recordSecurityEvent(c, user, {
    action: 'security.password.changed',
    target: user.username,
    summary: 'Password changed; every other session was ended',
  });
}
