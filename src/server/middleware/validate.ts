import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { ApiError, validationError } from './errors.ts';

type Target = keyof ValidationTargets;

/**
 * The one hook every validator shares: a refused input is the API's error shape (ErrorBody), thrown to
 * the app's error handler. A body field names itself in `fields`; a bad path or query segment is not a
 * form field, so it gets the message alone.
 */
function refuse(result: { success: boolean; error?: z.core.$ZodError | unknown; target: Target }): void {
  if (result.success) return;
  const error = validationError(result.error as z.core.$ZodError);
  if (result.target === 'json' || result.target === 'form') throw error;
  throw new ApiError(error.status, error.message);
}

/** `zValidator` with the shared hook: the route's input is typed for `hc<AppType>` from `schema`. */
export function validate<T extends Target, S extends z.core.$ZodType>(target: T, schema: S) {
  return zValidator(target, schema, refuse);
}

/** The validator's middleware, run only after `precheck` has let the request through. */
function after<M extends MiddlewareHandler>(validator: M, precheck: (c: Context) => Promise<void>): M {
  return (async (c, next) => {
    await precheck(c);
    return validator(c, next);
  }) as M;
}

/**
 * A JSON body validated by `schema`: 415 unless the request says application/json, 400 for malformed
 * JSON, 400 with `fields` for bad values. (Hono's own validator would read a body of any other type as
 * `{}` and answer with field errors instead of 415.)
 */
export function jsonBody<S extends z.core.$ZodType>(schema: S) {
  return after(validate('json', schema), async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
    try {
      await c.req.json(); // cached: the validator reads the same parsed body
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON');
    }
  });
}

/**
 * A multipart form validated by `schema`: 415 (with `wrongTypeMessage`, which says which field carries
 * the file) unless the request is multipart/form-data, 400 when it cannot be read as one.
 */
export function multipartBody<S extends z.ZodType>(schema: S, wrongTypeMessage: string) {
  return after(validate('form', schema), async (c) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? ''))
      throw new ApiError(415, wrongTypeMessage);
    try {
      await c.req.formData(); // cached: the validator reads the same parsed form
    } catch {
      throw new ApiError(400, 'The upload could not be read as multipart/form-data');
    }
  });
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The path parameters `{ [name]: id }`: a positive integer that fits a Postgres integer, else 'Invalid {name}'. */
export function positiveIdSchema<N extends string>(name: N) {
  const id = z
    .string()
    .refine((raw) => ID_PATTERN.test(raw) && Number(raw) <= 2_147_483_647, `Invalid ${name}`)
    .transform(Number);
  return z.object({ [name]: id } as { [K in N]: typeof id });
}

/** A positive integer path parameter that fits a Postgres integer, else 400 'Invalid {name}'. */
export function positiveIdParam<N extends string>(name: N) {
  return validate('param', positiveIdSchema(name));
}

/** `:id` as a number (every resource's id); its schema, for the API's documentation. */
export const idParamSchema = positiveIdSchema('id');
export const idParam = validate('param', idParamSchema);
