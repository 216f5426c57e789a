import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { fieldErrors } from '../../domain/forms/check-input.ts';

/** The API's one error shape. */
export interface ErrorBody {
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/**
 * An issue whose short text beside the field differs from the sentence in `message`, e.g. 'No File
 * Selected' beside 'No File Selected: Please select a CSV file to upload'.
 */
export function issueWithFieldText(message: string, fieldText: string) {
  return { code: 'custom' as const, message, params: { fieldText } };
}

/** A zod failure as a 400 naming each field: the first message per field, and the first overall as the message. */
export function validationError(error: z.core.$ZodError): ApiError {
  return new ApiError(400, error.issues[0]?.message ?? 'Invalid request', { fields: fieldErrors(error.issues) });
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

/** True when the error says the database cannot be reached, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code)) return true;
    // SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, terminated),
    // and 57014, a statement cancelled by its timeout.
    if (/^08...$/.test(code) || /^57P0[1-4]$/.test(code) || code === '57014') return true;
    // 53300: the server's connections are all taken (a rush on a database without a pooler): try again.
    if (code === '53300') return true;
  }
  return /connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Connection terminated|connect ECONNREFUSED|PGlite is closed|database is closed|driver has already been destroyed|websocket/i.test(
    error.message,
  );
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) {
    const body: ErrorBody = error.fields
      ? { message: error.message, fields: error.fields }
      : { message: error.message };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message =
      error.message || (status === 413 ? 'Request body is too large' : status === 404 ? 'Not found' : 'Request failed');
    return c.json({ message } satisfies ErrorBody, status);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') return c.json({ message: 'That already exists' } satisfies ErrorBody, 409);
  if (code === '23503') return c.json({ message: 'A referenced record does not exist' } satisfies ErrorBody, 409);
  if (code === '22001' || code === '22003' || code === '23514' || code === '22P02') {
    return c.json({ message: 'A value is out of range' } satisfies ErrorBody, 400);
  }
  // 22021: text Postgres cannot store (a NUL character); any text field can carry one. 22P05: the same in a
  // JSON document (staff-run content): `\u0000` has no text form in jsonb.
  if (code === '22021' || code === '22P05')
    return c.json({ message: 'A value contains a character that is not allowed' } satisfies ErrorBody, 400);
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable: ${(error as Error).message}`);
    return c.json(
      { message: 'The service is temporarily unavailable. Please try again shortly.' } satisfies ErrorBody,
      503,
      {
        'Retry-After': '5',
      },
    );
  }
  console.error('[api] unhandled error', error);
  return c.json({ message: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody, 500);
}
