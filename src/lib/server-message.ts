import { ApiError } from './api-response.ts';

/**
 * What the server said in an ApiError (api-response.ts), for a toast or beside a field (SPEC 8). Apart
 * from api-response.ts, which the home page's islands load with the page and which have no use for it
 * (issue 17).
 */

/** The JSON object an ApiError's body holds, or null (not an ApiError, or a body that is not an object). */
export function errorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  const { body } = error;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/**
 * The server's `message`, for a toast: the body's `message`, or a body of plain text; `fallback` when it
 * sent neither. An error that is not an ApiError (the network failed) shows its own message.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return (error instanceof Error && error.message) || fallback;
  if (typeof error.body === 'string') return error.body.trim() || fallback;
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** Field errors the server named (zod), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = errorBody(error)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
