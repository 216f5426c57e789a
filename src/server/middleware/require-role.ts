import type { MiddlewareHandler } from 'hono';
import type { Role } from '../db/database.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from './errors.ts';

export const STAFF: readonly Role[] = ['super_admin', 'admin', 'editor'];
export const ADMINS: readonly Role[] = ['super_admin', 'admin'];
export const SUPER_ADMINS: readonly Role[] = ['super_admin'];

/** 401 when signed out, 403 when the role may not do this (SPEC 6). */
export function requireRole(roles: readonly Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'Unauthorized');
    if (!roles.includes(user.role)) throw new ApiError(403, 'Forbidden: your role may not do this');
    await next();
  };
}
