import * as z from 'zod/mini';

/** SPEC 5's rules and messages for staff accounts: the API's routes and the forms both check them. */
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(254, 'Username is too long')),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Password is too long')),
  /** Issue 25: a TOTP or recovery code, when the account has a second factor. */
  code: z.optional(
    z.string().check(z.trim(), z.maxLength(40, 'That code is too long')),
  ),
});

export const ASSIGNABLE_ROLES = ['admin', 'editor'] as const;
const assignableRole = z.enum(ASSIGNABLE_ROLES, { error: 'Role must be admin or editor' });

export const newUserSchema = z.object({
  username: z
    .string({ error: 'Username must be 3-50 characters' })
    .check(
      z.trim(),
      z.minLength(3, 'Username must be 3-50 characters'),
      z.maxLength(50, 'Username must be 3-50 characters'),
      z.regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores'),
    ),
  email: z
    .email({ error: 'Please enter a valid email address' })
    .check(z.maxLength(254, 'Please enter a valid email address')),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .check(
      z.minLength(6, 'Password must be at least 6 characters'),
      z.maxLength(200, 'Password must be at most 200 characters'),
    ),
  role: z._default(assignableRole, 'editor'),
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(100, 'First name must be at most 100 characters'))),
});

export const roleChangeSchema = z.object({ role: assignableRole });

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(200)),
  newPassword: z
    .string({ error: 'New password must be at least 6 characters' })
    .check(
      z.minLength(6, 'New password must be at least 6 characters'),
      z.maxLength(200, 'New password must be at most 200 characters'),
    ),
});

/** The change-password form: the API's rules, and a confirmation that must match the new password. */
export const passwordChangeFormSchema = z
  .extend(passwordChangeSchema, {
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your new password')),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.confirmPassword === v.newPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    }),
  );
