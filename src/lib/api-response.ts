/**
 * SPEC 8: a non-ok answer as a value. `status` and `body` (its JSON when it parses, else its text) are
 * what callers read; `message` is "<status>: <body text or status text>", the text the toasts show.
 */
export class ApiError extends Error {
  status: number;
  body: unknown;
  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.status = status;
    try {
      this.body = JSON.parse(text);
    } catch {
      this.body = text;
    }
  }
}

/** Throws an ApiError for a non-ok response. */
export async function throwIfNotOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  throw new ApiError(res.status, (await res.text().catch(() => '')) || res.statusText);
}

/** Parses an ok response's JSON, after throwIfNotOk. */
export async function jsonOrThrow<T>(res: Response | { json(): Promise<T>; ok: boolean; status: number }): Promise<T> {
  await throwIfNotOk(res as Response);
  return (await res.json()) as T;
}
