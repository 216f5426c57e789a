/**
 * What the server said in an error raised by throwIfNotOk (api-response.ts), for a toast or beside a field
 * (SPEC 8). Apart from api-response.ts, which the home page's islands load with the page and which have no
 * use for it (issue 17).
 */

/** The server's `message` inside an error raised by throwIfNotOk, for a toast; `fallback` when there is none. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || fallback;
  const body = match[1]!;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : fallback;
  } catch {
    return body.trim() || fallback;
  }
}

/** Field errors the server named (zod), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return {};
  try {
    const parsed = JSON.parse(body) as { fields?: Record<string, string> };
    return parsed.fields && typeof parsed.fields === 'object' ? parsed.fields : {};
  } catch {
    return {};
  }
}
