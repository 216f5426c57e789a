import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import {
  loginSchema,
  newUserSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  roleChangeSchema,
} from './account-input.ts';

/** SPEC 5's exact messages, as the forms show them beside each field and the API names them in `fields`. */
describe('loginSchema', () => {
  it.each([
    {
      input: { username: '', password: '' },
      fields: { username: 'Username is required', password: 'Password is required' },
    },
    { input: { username: '   ', password: 'x' }, fields: { username: 'Username is required' } },
    { input: {}, fields: { username: 'Username is required', password: 'Password is required' } },
    { input: { username: 'u'.repeat(255), password: 'x' }, fields: { username: 'Username is too long' } },
  ])('refuses $input', ({ input, fields }) => {
    expect(checkInput(loginSchema, input)).toMatchObject({ ok: false, fields });
  });

  it('trims the username it accepts', () => {
    expect(checkInput(loginSchema, { username: ' admin ', password: ' p ' })).toEqual({
      ok: true,
      value: { username: 'admin', password: ' p ' },
    });
  });
});

describe('newUserSchema', () => {
  const valid = { username: 'amina', email: 'amina@example.org', password: 'secret1' };
  it.each([
    { change: { username: 'ab' }, fields: { username: 'Username must be 3-50 characters' } },
    { change: { username: 'a'.repeat(51) }, fields: { username: 'Username must be 3-50 characters' } },
    {
      change: { username: 'ami na' },
      fields: { username: 'Username may contain letters, digits, dots, dashes and underscores' },
    },
    { change: { email: 'not-an-email' }, fields: { email: 'Please enter a valid email address' } },
    { change: { password: '12345' }, fields: { password: 'Password must be at least 6 characters' } },
    { change: { role: 'super_admin' }, fields: { role: 'Role must be admin or editor' } },
    { change: { firstName: 'x'.repeat(101) }, fields: { firstName: 'First name must be at most 100 characters' } },
  ])('refuses $change', ({ change, fields }) => {
    expect(checkInput(newUserSchema, { ...valid, ...change })).toMatchObject({ ok: false, fields });
  });

  it('makes a new user an editor unless told otherwise (SPEC 5)', () => {
    expect(checkInput(newUserSchema, valid)).toMatchObject({ ok: true, value: { role: 'editor' } });
    expect(checkInput(roleChangeSchema, { role: 'admin' })).toEqual({ ok: true, value: { role: 'admin' } });
    expect(checkInput(roleChangeSchema, {})).toMatchObject({
      ok: false,
      fields: { role: 'Role must be admin or editor' },
    });
  });
});

describe('passwordChangeFormSchema', () => {
  it.each([
    {
      input: { currentPassword: '', newPassword: '123', confirmPassword: '' },
      fields: {
        currentPassword: 'Current password is required',
        newPassword: 'New password must be at least 6 characters',
        confirmPassword: 'Please confirm your new password',
      },
    },
    {
      input: { currentPassword: '', newPassword: 'secret1', confirmPassword: 'secret2' },
      fields: { currentPassword: 'Current password is required', confirmPassword: "Passwords don't match" },
    },
    {
      input: { currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret2' },
      fields: { confirmPassword: "Passwords don't match" },
    },
  ])('refuses $input', ({ input, fields }) => {
    const checked = checkInput(passwordChangeFormSchema, input);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.fields).toEqual(fields);
  });

  it('accepts what the route accepts, once confirmed', () => {
    const input = { currentPassword: 'old', newPassword: 'secret1' };
    expect(checkInput(passwordChangeSchema, input).ok).toBe(true);
    expect(checkInput(passwordChangeFormSchema, { ...input, confirmPassword: 'secret1' }).ok).toBe(true);
  });
});
