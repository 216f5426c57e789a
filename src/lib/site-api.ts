import type { hc } from 'hono/client';
import type { AppType } from '../server/app.ts';

/** The typed client of ARCHITECTURE (hc<AppType>): a renamed route or field breaks the build, not the page. */
export type ApiClient = ReturnType<typeof hc<AppType>>;

type Segment = string;
interface RequestArgs {
  param?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  json?: unknown;
}

const METHODS: Record<string, string> = { $get: 'GET', $post: 'POST', $put: 'PUT', $patch: 'PATCH', $delete: 'DELETE' };

/** '/api/prayer-times/yearly/2026' from ['api', 'prayer-times', 'yearly', ':year'] and { year: '2026' }. */
export function requestPath(segments: readonly Segment[], param: Record<string, string> = {}): string {
  return `/${segments
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\{.*\}$/, '').replace(/\?$/, '');
      const value = param[name];
      if (value === undefined) throw new TypeError(`missing route parameter ${name}`);
      return encodeURIComponent(value);
    })
    .join('/')}`;
}

function request(segments: readonly Segment[], method: string, args: RequestArgs = {}): Promise<Response> {
  const unsupported = Object.keys(args).filter((key) => key !== 'param' && key !== 'query' && key !== 'json');
  if (unsupported.length > 0) throw new TypeError(`siteApi does not send ${unsupported.join(', ')}; use lib/api-client.ts`);
  let url = requestPath(segments, args.param);
  if (args.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(args.query)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
    }
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  const init: RequestInit = { method, credentials: 'include' };
  if (args.json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(args.json);
  }
  return fetch(url, init);
}

function proxy(segments: readonly Segment[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? proxy([...segments, key]) : undefined),
    apply: (_target, _this, [args]: [RequestArgs | undefined]) => {
      const last = segments.at(-1) ?? '';
      const method = METHODS[last];
      if (!method) throw new TypeError(`siteApi supports ${Object.keys(METHODS).join(', ')}, not ${last}()`);
      return request(segments.slice(0, -1), method, args);
    },
  });
}

/**
 * The public islands' API client: hc<AppType>'s types over a few lines of fetch, for the calls they make
 * (GET, POST, PUT, PATCH, DELETE with route params, query and a JSON body; same-origin, with the session
 * cookie). Hono's client runtime (4.5 KB) stays with the staff islands (lib/api-client.ts), which also
 * send forms and build URLs.
 */
export const siteApi = proxy([]) as ApiClient;
