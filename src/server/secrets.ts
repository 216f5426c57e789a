import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT signing secret: JWT_SECRET when set; required in production; otherwise generated once and
 * kept in DATA_DIR so sessions survive a restart.
 */
export async function resolveJwtSecret(options: { configured: string | undefined; dataDir: string; production: boolean }): Promise<string> {
  if (options.configured) return options.configured;
  if (options.production) throw new Error('Invalid configuration. JWT_SECRET: required in production (at least 32 characters)');
  const file = path.join(options.dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= 32) return existing.trim();
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
