import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords.ts';

describe('the shipped list of common passwords', () => {
  it('holds the passwords of the issue and the list’s far end, and not strong ones', async () => {
    const list = await commonPasswords();
    for (const p of ['password', '123456', 'aaaaaa', 'qwerty', 'letmein', 'iloveyou', 'password1', 'abc123'])
      expect(list.has(p), p).toBe(true);
    for (const p of ['e2e-pass-123', 'Correct-Horse-Battery-9', 'masjid-staff-2026!'])
      expect(list.has(p), p).toBe(false);
  });
});
