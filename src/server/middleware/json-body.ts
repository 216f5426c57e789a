import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, validationError } from './errors.ts';

/** The JSON body validated by `schema`: 415 unless application/json, 400 for malformed JSON or bad fields. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A positive integer route parameter, else 400. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiError(400, `Invalid ${name}`);
  return id;
}
