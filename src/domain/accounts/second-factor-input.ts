import * as z from 'zod/mini';

/** Issue 25's second-factor forms and routes share these (ADR 017). */
export const CODE_REQUIRED = 'Enter the code from your authenticator app';

const code = z
  .string({ error: CODE_REQUIRED })
  .check(z.trim(), z.minLength(1, CODE_REQUIRED), z.maxLength(40, 'That code is too long'));

export const totpConfirmSchema = z.object({ code });

/** Turning TOTP off and making new recovery codes are sensitive: they need the current password. */
export const currentPasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(200, 'Current password is too long')),
});

const required = z.boolean({ error: 'Choose yes or no' });

export const secondFactorPolicySchema = z.object({
  roles: z.object({ super_admin: required, admin: required, editor: required }),
});

export type SecondFactorPolicyInput = z.infer<typeof secondFactorPolicySchema>;
