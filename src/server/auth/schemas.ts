import { z } from 'zod';

/** SPEC 5's rules and messages for staff accounts, shared by the API and the forms. */
export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254, 'Username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});

export const newUserSchema = z.object({
  username: z
    .string({ error: 'Username must be 3-50 characters' })
    .trim()
    .min(3, 'Username must be 3-50 characters')
    .max(50, 'Username must be 3-50 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores'),
  email: z.email({ error: 'Please enter a valid email address' }).max(254, 'Please enter a valid email address'),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
  role: z.enum(['admin', 'editor'], { error: 'Role must be admin or editor' }).default('editor'),
  firstName: z.string().trim().max(100, 'First name must be at most 100 characters').optional(),
});

export const roleChangeSchema = z.object({
  role: z.enum(['admin', 'editor'], { error: 'Role must be admin or editor' }),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword: z
    .string({ error: 'New password must be at least 6 characters' })
    .min(6, 'New password must be at least 6 characters')
    .max(200, 'New password must be at most 200 characters'),
});
