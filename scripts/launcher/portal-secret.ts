import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export type EnsurePortalSecretInput = {
  dataDir: string;
  isSandbox: boolean;
  environment: Record<string, string | undefined>;
};

/**
 * D27: next-auth's secret. Production must set NEXTAUTH_SECRET (every instance the same value); the sandbox generates
 * one on first start and keeps it in the data folder (mode 600), so instances sharing that folder agree and a restart
 * keeps the portal's CSRF tokens valid.
 */
export function ensurePortalSecret(input: EnsurePortalSecretInput): void {
  if (input.environment.NEXTAUTH_SECRET) return;
  if (!input.isSandbox)
    throw new Error('NEXTAUTH_SECRET is required in production (32 characters or more, the same on every instance).');
  const file = path.join(input.dataDir, 'nextauth-secret');
  if (!existsSync(file)) {
    mkdirSync(input.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  input.environment.NEXTAUTH_SECRET = readFileSync(file, 'utf8').trim();
}
