import { z } from 'zod';
import type { Db } from './db/client.ts';
import type { Role } from './db/database.ts';
import type { BlobStorage } from './storage/blob-storage.ts';
import type { ReadCache } from './cache/read-cache.ts';
import type { RebuildTrigger } from './rebuild/rebuild-trigger.ts';
import { parseTrustProxy } from './proxy/trust-proxy.ts';

/**
 * Everything host-specific the API needs, built and validated at the edge of each adapter
 * (src/server/node.ts, src/server/edge.ts) and by tests. The Hono app never reads process.env.
 */
export interface AppServices {
  db: Db;
  storage: BlobStorage;
  rebuild: RebuildTrigger;
  /** Shared public answers; cleared by `rebuild` whenever content changes (see cache/read-cache.ts). */
  readCache: ReadCache;
  jwtSecret: string;
  now: () => Date;
  /** True when the site is deployed: secrets must be configured, not generated. */
  production: boolean;
  sessionPolicy: SessionPolicy;
}

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 8 * 3600_000, absoluteMs: 7 * 86_400_000 };

/** Per request: the services, and the client's address as the adapter's transport saw it. */
export type AppBindings = { services: AppServices; clientIp?: string | undefined };

export type AppVariables = { user: AuthenticatedUser | undefined; sessionId: string | undefined };

export type AppEnv = { Bindings: AppBindings; Variables: AppVariables };

/** The signed-in staff member as routes see them. */
export interface AuthenticatedUser {
  id: number;
  username: string;
  firstName: string | null;
  email: string;
  role: Role;
  /** Set on a restricted session: the account must enrol a second factor first (auth/second-factor.ts). */
  secondFactorSetupRequired?: true;
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx) => {
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** The Node adapter's settings (npm start, scripts). */
export const nodeSettingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: booleanFlag.default(true),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  NODE_ENV: optionalText,
  /** Set to false to skip the startup build when dist/ exists and is current. */
  BUILD_ON_START: booleanFlag.default(true),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(8 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** A request whose headers and body have not all arrived by then gets 408 (slow clients cannot pile up). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Behind nginx, Caddy or a tunnel: a hop count or the proxies' addresses (src/server/proxy/trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type NodeSettings = z.infer<typeof nodeSettingsSchema>;

/**
 * An https URL; plain http only to this machine (a local test's hook server: Cloudflare cannot reach a
 * loopback address, so this opens nothing in production).
 */
function isDeployHookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The message for a required text binding that is absent or not text. */
const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `is missing (${what})` : `must be text (${what})`;

/** A postgres:// URL naming a host (Neon's pooled connection string, or a local one in tests). */
function isPostgresUrl(value: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The Cloudflare Pages Function's bindings (wrangler.toml and the Pages dashboard). Every one the README's
 * deployment section lists is required; a missing or malformed one makes every API request answer 503
 * (src/server/edge.ts) rather than half work: without the deploy hook, staff changes would never reach
 * the static pages.
 */
export const edgeSettingsSchema = z.object({
  DATABASE_URL: z
    .string({ error: required('the Neon connection string') })
    .trim()
    .refine(isPostgresUrl, 'must be a postgres:// URL with a host'),
  JWT_SECRET: z.string({ error: required('at least 32 random characters') }).min(32, 'must be at least 32 characters'),
  DEPLOY_HOOK_URL: z
    .string({ error: required("the Pages project's deploy hook") })
    .trim()
    .refine(isDeployHookUrl, 'must be an https:// URL'),
  /** A change followed by no other for this long ends a burst: the deploy hook is called once for it. */
  DEPLOY_HOOK_QUIET_SECONDS: z.coerce.number().int().min(1).max(20).default(10),
  /** An isolate looks at most this often whether a program's or campaign's date changed the pages (issue 24). */
  SITE_DATE_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Only for local tests: route the Neon driver's WebSocket through a proxy to a plain Postgres. */
  NEON_WS_PROXY: optionalText,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(8 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(7),
});

export function sessionPolicyFrom(settings: { SESSION_IDLE_MINUTES: number; SESSION_MAX_DAYS: number }): SessionPolicy {
  return { idleMs: settings.SESSION_IDLE_MINUTES * 60_000, absoluteMs: settings.SESSION_MAX_DAYS * 86_400_000 };
}

export type EdgeSettings = z.infer<typeof edgeSettingsSchema>;

/** Parses settings or throws one message naming every bad or missing setting. */
export function parseSettings<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`);
  throw new Error(`Invalid configuration. ${problems.join('; ')}`);
}
