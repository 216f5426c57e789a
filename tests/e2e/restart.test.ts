import { afterAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../support/npm-start.ts';
import { apiSessionCookie } from '../support/admin-screens.ts';

const signIn = (origin: string) => apiSessionCookie(origin);

describe('a second npm start on the same DATA_DIR', () => {
  let first: StartedSite | undefined;
  let second: StartedSite | undefined;
  afterAll(async () => {
    await second?.stop();
    await first?.cleanup();
  });

  it('keeps the data, the admin and the sessions, and seeds nothing twice', async () => {
    first = await startSite({ BUILD_ON_START: 'false' });
    const announcementsBefore = await (await fetch(`${first.origin}/api/announcements`)).json();
    const yearBefore = await (await fetch(`${first.origin}/api/prayer-times/yearly/${new Date().getUTCFullYear()}`)).json();
    const cookie = await signIn(first.origin);
    expect(await first.stop()).toBe(0);

    second = await startSite({ BUILD_ON_START: 'false', ADMIN_USERNAME: 'someone_else', ADMIN_PASSWORD: 'other-pass-1' }, first.dataDir);
    expect(second.process.output()).not.toContain('seeded demo content');
    expect(second.process.output()).not.toContain('created the first super_admin');
    expect(await (await fetch(`${second.origin}/api/announcements`)).json()).toEqual(announcementsBefore);
    expect(await (await fetch(`${second.origin}/api/prayer-times/yearly/${new Date().getUTCFullYear()}`)).json()).toEqual(yearBefore);
    const me = await fetch(`${second.origin}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'e2e_admin', role: 'super_admin' });
  });

  it('refuses a second server on a DATA_DIR that is in use', async () => {
    const clash = startSite({ BUILD_ON_START: 'false' }, second!.dataDir);
    await expect(clash).rejects.toThrow(/is in use by process/);
  });
});
