// npm start / npm run dev: database (embedded unless DATABASE_URL), migrations, then the Next.js app and XS2A API.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { flushLogs, getLogger } from '@/lib/observability/logger';
import { parseEnv } from '@/lib/settings/parse-env';
import { builtInChanges } from '@/lib/berlin-group/built-in-changes';
import { readConfiguredChanges } from '@/lib/berlin-group/read-configured-changes';
import { ensurePortalSecret } from './launcher/portal-secret';
import { prepareDatabase } from './launcher/prepare-database';
import { checkCoreTls } from './launcher/core-tls';
import { checkProductionContacts } from './launcher/production-contacts';
import { checkProductionTrustFiles } from './launcher/production-trust-files';
import { readServingSettings, type ServingSettings } from './launcher/serving-settings';

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
// D33: how long SIGTERM waits for requests in flight; below the usual 30 s an orchestrator waits before SIGKILL.
const shutdownGraceMs = 25_000;
const logger = getLogger();
const log = (line: string) => logger.info(line);

/** Exits after the last log line is out: stdout to a pipe is asynchronous. */
async function exit(code: number): Promise<never> {
  await flushLogs();
  process.exit(code);
}

// Spec 11, D33: refuse a production start without TLS (or the explicit proxy flag) before anything is started.
const serving: ServingSettings = await (async () => {
  try {
    return readServingSettings({
      source: process.env,
      flags: { https: flags.https, tlsCert: flags['tls-cert'], tlsKey: flags['tls-key'] },
    });
  } catch (error) {
    logger.fatal(`Not starting: ${(error as Error).message}`);
    return exit(1);
  }
})();

// The app's own settings (lib/env) are checked here too, before the database starts: found only when the app first
// reads them, a bad one left an embedded PostgreSQL running, and the next start was refused because of it. So are
// production's trust files, without which every TPP would be refused, the TLS files of the core (D32) and the bank's
// own contacts in place of the example bank's.
try {
  ensurePortalSecret({ dataDir, isSandbox: process.env.XS2A_ENV === 'sandbox', environment: process.env });
  parseEnv(process.env);
  readConfiguredChanges(process.env.XS2A_BANK_CHANGES_FILE, builtInChanges);
  checkProductionTrustFiles(process.env);
  checkCoreTls(process.env);
  checkProductionContacts(process.env);
} catch (error) {
  logger.fatal(`Not starting: ${(error as Error).message}`);
  await exit(1);
}

// D33: SIGTERM and SIGINT are ours before the database starts. Until the app is up (database, migrations, build, server
// start, the background loops) a signal is kept and acted on at the next step; Node's default, ending the process at
// once, left an embedded PostgreSQL running with nothing to stop it.
let stopApp: ((signal: string) => Promise<void>) | null = null;
let pendingSignal: string | null = null;
const onSignal = (signal: string) => (stopApp ? void stopApp(signal) : (pendingSignal ??= signal));
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

const database = await prepareDatabase({ dataDir, log });
process.env.DATABASE_URL = database.url;

if (!flags.dev && !existsSync('.next/BUILD_ID')) {
  log('No production build yet: running `next build` first (about two minutes)…');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) {
    await database.stop();
    await exit(build.status ?? 1);
  }
}

if (pendingSignal) {
  log(`${pendingSignal} while starting: not serving.`);
  await database.stop();
  log('Stopped.');
  await exit(0);
}

process.env.PUBLIC_URL ??= `${serving.tls ? 'https' : 'http'}://localhost:${port}`;
// D27: next-auth builds its own absolute links (sign-in, sign-out) from this; the portal lives on the same origin.
process.env.NEXTAUTH_URL ??= `${process.env.PUBLIC_URL.replace(/\/$/, '')}/api/auth`;

// Imported after DATABASE_URL and PUBLIC_URL are set: the app's env module reads them once.
const tls = serving.tls === null ? undefined : serving.tls === 'local' ? { dataDir } : { ...serving.tls, dataDir };
const server = await (async () => {
  try {
    // D35: the last good EBA register copy is held before the first request, so no TPP is checked without it.
    if (process.env.XS2A_ENV === 'production' && process.env.XS2A_TPP_REGISTER_SOURCE) {
      const { runInDatabaseArea } = await import('@/lib/database/database-area');
      const { loadRegisterCopy } = await import('@/lib/tpp/eba-register/load-register-copy');
      await runInDatabaseArea('background', loadRegisterCopy);
    }
    const { startAppServer } = await import('./launcher/app-server');
    return await startAppServer({
      isDev: flags.dev,
      port,
      host,
      tls,
      hasHsts: serving.hasHsts,
      trustedProxies: serving.trustedProxies,
    });
  } catch (error) {
    // Whoever starts the database stops it: a failed start (a port in use, unreadable TLS files) must not leave it running.
    logger.fatal(`Not starting: ${(error as Error).message}`);
    await database.stop();
    return exit(1);
  }
})();
logger.info(
  {
    url: server.url,
    environment: process.env.XS2A_ENV,
    database: database.isEmbedded ? 'embedded' : 'DATABASE_URL',
    hsts: serving.hasHsts,
  },
  'Server started',
);
log(`XS2A API (${process.env.XS2A_ENV}): ${server.url}/v1/…`);
log(
  `Home and PSU pages: ${server.url}/   Live: ${server.url}/livez   Ready: ${server.url}/readyz   Metrics: ${server.url}/metrics`,
);
log(database.isEmbedded ? `Embedded PostgreSQL: data in ${dataDir}/pg` : 'PostgreSQL: DATABASE_URL');

// D24: the sandbox's payment batch, five runs a day by default; the BatchRun table picks one runner across instances.
const { env } = await import('@/lib/env');
const { startBatchScheduler } = await import('@/lib/payments/batch/start-batch-scheduler');
const scheduler =
  env.XS2A_ENV === 'sandbox' && env.XS2A_BATCH_TIMES.length > 0
    ? startBatchScheduler({ times: env.XS2A_BATCH_TIMES })
    : null;
if (scheduler) log(`Payment batch at ${env.XS2A_BATCH_TIMES.join(', ')} Europe/Oslo`);
// D32: production hands approved payments to the bank's core through the payment outbox.
const { startOutboxDispatcher } = await import('@/lib/payments/outbox/start-outbox-dispatcher');
const { configuredCore } = await import('@/lib/payments/outbox/configured-core');
const core = configuredCore();
const outbox = env.XS2A_ENV === 'production' && core ? startOutboxDispatcher({ core, log }) : null;
if (env.XS2A_ENV === 'production')
  log(
    outbox
      ? 'Payment outbox: dispatching to XS2A_CORE_PAYMENTS_URL'
      : 'Payment outbox: XS2A_CORE_PAYMENTS_URL is not set, approved payments wait in the outbox',
  );
// D33: rows that stopped mattering (replay windows, old request-log rows, expired sessions and links) are deleted.
const { startHousekeeping } = await import('@/lib/housekeeping/start-housekeeping');
const housekeeping = startHousekeeping({ requestLogRetentionDays: env.XS2A_REQUEST_LOG_RETENTION_DAYS });
// D35: the TPP register kept current from the EBA register's export, with the file as the fallback; its age in /metrics.
const { startTppRegisterRefresh } = await import('@/lib/tpp/eba-register/start-tpp-register-refresh');
const { tppRegisterUpdatedAt } = await import('@/lib/tpp/eba-register/tpp-register-updated-at');
if (env.XS2A_ENV === 'production') {
  const { xs2aMetrics } = await import('@/lib/observability/metrics');
  xs2aMetrics().tppRegisterUpdatedAt = () => tppRegisterUpdatedAt(env.XS2A_TPP_REGISTER_FILE);
}
const registerSource = env.XS2A_ENV === 'production' ? env.XS2A_TPP_REGISTER_SOURCE : undefined;
const registerRefresh = registerSource
  ? startTppRegisterRefresh({
      source: registerSource,
      intervalMs: env.XS2A_TPP_REGISTER_REFRESH_MINUTES * 60_000,
      timeoutMs: env.XS2A_TPP_REGISTER_TIMEOUT_SECONDS * 1_000,
      maxBytes: env.XS2A_TPP_REGISTER_MAX_MB * 1024 * 1024,
      minimumEntities: env.XS2A_TPP_REGISTER_MIN_ENTITIES,
      maxShrinkShare: env.XS2A_TPP_REGISTER_MAX_SHRINK_PERCENT / 100,
      hostCountry: env.XS2A_TPP_REGISTER_HOST_COUNTRY,
    })
  : null;
if (registerRefresh)
  log(`TPP register: refreshed from XS2A_TPP_REGISTER_SOURCE every ${env.XS2A_TPP_REGISTER_REFRESH_MINUTES} min`);

let isStopping = false;
/**
 * D33: stop accepting connections, let requests in flight finish (at most shutdownGraceMs) while the batch scheduler
 * finishes the payment in hand, run the registered shutdown hooks, close the database pools and the embedded database,
 * flush the log, exit 0.
 */
async function shutdown(signal: string): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  log(`${signal}: no new connections; finishing requests in flight (at most ${shutdownGraceMs / 1000} s)…`);
  try {
    await Promise.all([
      server.close(shutdownGraceMs),
      scheduler?.stop(),
      outbox?.stop(),
      housekeeping.stop(),
      registerRefresh?.stop(),
    ]);
    const { runShutdownHooks } = await import('@/lib/runtime/on-shutdown');
    // D31, D14: among them the request-log rows still queued and unsettled X-Request-IDs, before the pools close.
    await runShutdownHooks((error) => logger.error(`A shutdown hook failed: ${error.message}`));
    await (await import('@/lib/db')).db.$disconnect();
    await database.stop();
  } catch (error) {
    logger.error(`Stopping failed: ${(error as Error).message}`);
    await exit(1);
  }
  log('Stopped.');
  await exit(0);
}
stopApp = shutdown;
if (pendingSignal) void shutdown(pendingSignal);
