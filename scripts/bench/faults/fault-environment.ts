import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/database/embedded-postgres';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { startAppInstance, type AppInstance } from '../../../tests/integration/support/test-environment';

/** A PostgreSQL cluster and one instance of the built app that the fault benchmark may kill and start again. */
export type FaultEnvironment = {
  databaseUrl: string;
  baseUrl: () => string;
  /** The app's process id (undefined while it is down): the same id after a fault means it was not restarted. */
  appPid: () => number | undefined;
  output: () => string;
  /** SIGKILL of the postmaster; its backends then end on their own (any still there after 10 s are killed too). */
  killDatabase: () => Promise<void>;
  /** The cluster again, on the same port and socket, so that the app's DATABASE_URL still reaches it. */
  startDatabase: () => Promise<void>;
  killApp: () => Promise<void>;
  startApp: () => Promise<void>;
  stop: () => Promise<void>;
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

async function waitForExit(pids: number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && pids.some(isAlive)) await sleep(50);
  return pids.filter(isAlive);
}

/** A crash-safe cluster (fsync on, as in production), migrated, and the built app on it by the real launcher. */
export async function startFaultEnvironment(extraEnv: Record<string, string> = {}): Promise<FaultEnvironment> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-faults-'));
  let database: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir });
  const port = database.port;
  await applyMigrations({ databaseUrl: database.url });
  let app: AppInstance | undefined = await startAppInstance({ databaseUrl: database.url, dataDir, extraEnv });
  let output = '';
  const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    databaseUrl: database.url,
    baseUrl: () => app?.baseUrl ?? '',
    appPid: () => app?.process.pid,
    output: () => output + (app?.output() ?? ''),
    async killDatabase() {
      const pid = postmasterPid();
      const backends = childrenOf(pid);
      process.kill(pid, 'SIGKILL');
      await waitForExit([pid], 10_000);
      const left = await waitForExit(backends, 10_000);
      for (const backend of left) process.kill(backend, 'SIGKILL');
      if (left.length > 0)
        console.log(`  (${left.length} PostgreSQL processes outlived their postmaster by 10 s and were killed)`);
    },
    async startDatabase() {
      database = await startEmbeddedPostgres({ dataDir, port });
    },
    async killApp() {
      if (!app) return;
      const exited = new Promise((resolve) => app?.process.once('exit', resolve));
      app.process.kill('SIGKILL');
      await exited;
      output += app.output();
      app = undefined;
    },
    async startApp() {
      app = await startAppInstance({ databaseUrl: database.url, dataDir, extraEnv });
    },
    async stop() {
      await app?.stop();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
