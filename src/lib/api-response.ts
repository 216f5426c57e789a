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
