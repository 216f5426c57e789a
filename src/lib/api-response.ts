/**
 * SPEC 8: a non-ok response becomes an error whose message is "<status>: <body text or status text>".
 */
export async function throwIfNotOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Parses an ok response's JSON, after throwIfNotOk. */
export async function jsonOrThrow<T>(res: Response | { json(): Promise<T>; ok: boolean; status: number }): Promise<T> {
  await throwIfNotOk(res as Response);
  return (await res.json()) as T;
}

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
