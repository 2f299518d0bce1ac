// npm start / npm run dev: database (embedded unless DATABASE_URL), migrations, then the Next.js app and XS2A API.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { prepareDatabase } from './launcher/prepare-database';

const { values: flags } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    https: { type: 'boolean', default: false },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});

process.env.NEXT_TELEMETRY_DISABLED = '1';
// We stop the server and then PostgreSQL ourselves; Next must not exit the process on a signal first.
process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
process.env.XS2A_ENV ??= 'sandbox';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = process.env.XS2A_DATA_DIR ?? '.data';
const log = (line: string) => console.log(`[psd2] ${line}`);

const database = await prepareDatabase({ dataDir, log });
process.env.DATABASE_URL = database.url;

if (!flags.dev && !existsSync('.next/BUILD_ID')) {
  log('No production build yet: running `next build` first (about two minutes)…');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) {
    await database.stop();
    process.exit(build.status ?? 1);
  }
}

const isHttps = flags.https || Boolean(flags['tls-cert']);
process.env.PUBLIC_URL ??= `${isHttps ? 'https' : 'http'}://localhost:${port}`;

// Imported after DATABASE_URL and PUBLIC_URL are set: the app's env module reads them once.
const { startAppServer } = await import('./launcher/app-server');
const server = await startAppServer({
  isDev: flags.dev,
  port,
  host,
  tls: isHttps ? { certFile: flags['tls-cert'], keyFile: flags['tls-key'], dataDir } : undefined,
});
log(`XS2A API (${process.env.XS2A_ENV}): ${server.url}/v1/…`);
log(`Home and PSU pages: ${server.url}/   Health: ${server.url}/healthz   Ready: ${server.url}/readyz`);
log(database.isEmbedded ? `Embedded PostgreSQL: data in ${dataDir}/pg` : 'PostgreSQL: DATABASE_URL');

// D24: the sandbox's payment batch, five runs a day by default; the BatchRun table picks one runner across instances.
const { env } = await import('@/lib/env');
const { startBatchScheduler } = await import('@/lib/payments/batch/start-batch-scheduler');
const scheduler = env.XS2A_ENV === 'sandbox' && env.XS2A_BATCH_TIMES.length > 0 ? startBatchScheduler({ times: env.XS2A_BATCH_TIMES, log }) : null;
if (scheduler) log(`Payment batch at ${env.XS2A_BATCH_TIMES.join(', ')} Europe/Oslo`);

let isStopping = false;
async function shutdown(signal: string): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  log(`${signal}: stopping the app, then the database…`);
  if (scheduler) {
    await scheduler.stop();
    await (await import('@/lib/db')).db.$disconnect();
  }
  await server.close();
  // D31: the request-log rows still queued are written before the database stops.
  await (await import('@/lib/xs2a/write-request-log')).flushRequestLog();
  await database.stop();
  // Exit only once the last line is flushed: stdout to a pipe is asynchronous.
  process.stdout.write('[psd2] Stopped.\n', () => process.exit(0));
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
