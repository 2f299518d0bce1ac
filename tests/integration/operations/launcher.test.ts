import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@/lib/database/find-free-port';
import { launcherArguments } from '@/scripts/launcher/launcher-command';

// `npm start` without DATABASE_URL: embedded PostgreSQL, migrations, app; SIGTERM stops both; a second start reuses the data.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-launcher-'));

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function startAndStop(): Promise<{ output: string; readyBody: unknown; exitCode: number | null }> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', XS2A_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, launcherArguments, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

  let readyBody: unknown = null;
  for (let attempt = 0; attempt < 240 && readyBody === null && child.exitCode === null; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (response?.ok) readyBody = await response.json();
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  const exitCode = await exited;
  return { output, readyBody, exitCode };
}

describe('npm start with the embedded database', () => {
  it('creates the database, migrates, serves, and stops cleanly on SIGTERM', async () => {
    const first = await startAndStop();
    expect(first.readyBody).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied' });
    expect(first.output).toMatch(/Migrations: [1-9]\d* applied, 0 already in place/);
    expect(first.output).toContain('Stopped.');
    expect(first.exitCode).toBe(0);
    // A clean PostgreSQL shutdown removes its pid file (close fires after stdio is drained).
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('reuses the same data on the second start', async () => {
    const second = await startAndStop();
    expect(second.readyBody).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied' });
    expect(second.output).toMatch(/Migrations: 0 applied, [1-9]\d* already in place/);
    expect(second.exitCode).toBe(0);
  }, 120_000);

  it('stops cleanly, PostgreSQL included, on a SIGTERM that comes while the app is still starting (D33)', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await findFreePort()),
      HOST: '127.0.0.1',
      XS2A_DATA_DIR: dataDir,
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, launcherArguments, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    // The database is up and migrated; the app server is not started yet.
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Migrations:') && !child.killed) child.kill('SIGTERM');
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped.');
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
