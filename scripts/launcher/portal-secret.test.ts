import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePortalSecret } from './portal-secret';

// D27: NEXTAUTH_SECRET is required in production; the sandbox generates one once and keeps it beside its data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('ensurePortalSecret', () => {
  it('generates a sandbox secret once, mode 600, and reuses it on the next start', () => {
    const first: Record<string, string | undefined> = {};
    ensurePortalSecret({ dataDir, isSandbox: true, environment: first });
    expect(first.NEXTAUTH_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dataDir, 'nextauth-secret')).mode & 0o777).toBe(0o600);
    const second: Record<string, string | undefined> = {};
    ensurePortalSecret({ dataDir, isSandbox: true, environment: second });
    expect(second.NEXTAUTH_SECRET).toBe(first.NEXTAUTH_SECRET);
    expect(readFileSync(path.join(dataDir, 'nextauth-secret'), 'utf8')).toBe(first.NEXTAUTH_SECRET);
  });

  it('keeps a given secret, and refuses to start production without one', () => {
    const given: Record<string, string | undefined> = { NEXTAUTH_SECRET: 'x'.repeat(40) };
    ensurePortalSecret({ dataDir, isSandbox: false, environment: given });
    expect(given.NEXTAUTH_SECRET).toBe('x'.repeat(40));
    expect(() => ensurePortalSecret({ dataDir, isSandbox: false, environment: {} })).toThrow(
      'NEXTAUTH_SECRET is required in production',
    );
  });
});
