import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@/lib/database/embedded-postgres';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { withDatabaseName } from '@/lib/database/database-url';
import { findFreePort } from '@/lib/database/find-free-port';
import { suiteRequestLogLimits } from './suite-request-log-limits';
import { launcherArguments } from '@/scripts/launcher/launcher-command';

export type TestEnvironment = {
  baseUrl: string;
  databaseUrl: string;
  adminDatabaseUrl: string;
  /** The launcher's process id, whose CPU the benchmarks read (/proc/<pid>/stat). */
  appPid: number;
  stop: () => Promise<void>;
  output: () => string;
};

/** A throw-away PostgreSQL cluster, migrated, and the built app served against it by the real launcher. */
export async function startTestEnvironment(extraEnv: Record<string, string> = {}): Promise<TestEnvironment> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-test-'));
  const database = await startEmbeddedPostgres({ dataDir, isEphemeral: true });
  await applyMigrations({ databaseUrl: database.url });
  let app: AppInstance;
  try {
    app = await startAppInstance({ databaseUrl: database.url, dataDir, extraEnv });
  } catch (error) {
    await database.stop();
    throw error;
  }
  return {
    baseUrl: app.baseUrl,
    databaseUrl: database.url,
    adminDatabaseUrl: withDatabaseName(database.url, 'postgres'),
    appPid: app.process.pid as number,
    output: () => app.output(),
    stop: async () => {
      await app.stop();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type AppInstance = {
  baseUrl: string;
  stop: () => Promise<void>;
  /** The launcher's process, for tests of its signals and exit (D33). */
  process: ChildProcess;
  /** Everything the instance wrote to stdout and stderr so far. */
  output: () => string;
};

/** One more instance of the built app, by the real launcher, on a given database (D13: N instances behave as one). */
export async function startAppInstance(input: {
  databaseUrl: string;
  dataDir: string;
  extraEnv?: Record<string, string>;
}): Promise<AppInstance> {
  const port = await findFreePort();
  const app = spawn(process.execPath, launcherArguments, {
    // D24: no scheduled payment batch unless a test asks for one: tests run the batch themselves, at known moments.
    // D27: production refuses to start without NEXTAUTH_SECRET; every test instance gets one (a test may set its own).
    // D28: the request log keeps every refused call unless a test sets its own limits.
    env: {
      ...process.env,
      XS2A_BATCH_TIMES: 'off',
      NEXTAUTH_SECRET: 'integration-test-nextauth-secret-0123456789',
      ...suiteRequestLogLimits,
      // D18: the origin the tests reach the instance at, so its pages are not sent to another host (a test may set its own).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...input.extraEnv,
      DATABASE_URL: input.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      XS2A_DATA_DIR: input.dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  app.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  app.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, app);
  } catch (error) {
    app.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return { baseUrl, stop: () => stopProcess(app), process: app, output: () => output.join('') };
}

async function waitUntilReady(baseUrl: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with code ${app.exitCode}`);
    const response = await fetch(`${baseUrl}/readyz`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The app did not become ready within 180 s');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
