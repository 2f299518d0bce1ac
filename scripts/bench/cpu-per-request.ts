// npx tsx scripts/bench/cpu-per-request.ts [--seconds=8] [--transactions=1000] [--profile=DIR]: the app's own CPU per
// request of the account-information routes (the page also without the PSU) and the payment routes beside /healthz
// and a signed 404 (D31, D37), from /proc/<pid>/stat; or, with --profile, a `node --cpu-prof` profile of one route
// under load. README.md "Performance" has the details.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '@/lib/database/embedded-postgres';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { grantBenchConsent } from './grant-bench-consent';
import { findFreePort } from '@/lib/database/find-free-port';
import { startAppInstance, type AppInstance } from '../../tests/integration/support/test-environment';
import { findTppId } from './find-tpp-id';
import { loadTest, signedPoolPerSecond, type LoadRequest } from './load-test';
import { seedTransactions } from './seed-transactions';
import { domesticPayment, domesticPaymentPath, signedInitiationRequests } from './payment-bench-client';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { withStatementStatistics } from './statement-statistics';
import { cpuMs, eventLoopCpuMs } from './process-cpu';
import { launcherArguments } from '../launcher/launcher-command';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    profile: { type: 'string' },
    statements: { type: 'boolean', default: false },
    route: { type: 'string', default: 'page' },
    transactions: { type: 'string', default: '1000' },
  },
});
const seconds = Number(flags.seconds);
if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds is a whole number of seconds');
const transactionCount = Number(flags.transactions);
if (!Number.isInteger(transactionCount) || transactionCount < 1)
  throw new Error('--transactions is a whole number of entries');

/**
 * CPU so far of this run's PostgreSQL, in milliseconds: its postmaster (found by its cluster folder on its command line)
 * and every live child, plus what the postmaster collected from children that ended (fields 16 and 17 of its stat), so a
 * backend or autovacuum worker that exits keeps counting. Other clusters on a shared machine do not count.
 */
function databaseCpuMs(): number {
  let total = 0;
  const postgres: { pid: string; parent: string; fields: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      postgres.push({ pid: entry, parent: fields[1] ?? '', fields });
    } catch {
      // The process ended meanwhile.
    }
  }
  const postmaster = postgres.find((candidate) => {
    try {
      return readFileSync(`/proc/${candidate.pid}/cmdline`, 'utf8').split('\0').includes(path.join(dataDir, 'pg'));
    } catch {
      return false;
    }
  });
  if (!postmaster) return 0;
  for (const candidate of postgres) {
    if (candidate.pid !== postmaster.pid && candidate.parent !== postmaster.pid) continue;
    try {
      total += cpuMs(Number(candidate.pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total + (Number(postmaster.fields[13]) + Number(postmaster.fields[14])) * 10;
}

/** A measured route; `payer`: signed by the payment TPP; a POST is a payment initiation (D37). */
type Route = {
  name: string;
  path: string;
  signed: boolean;
  expectedStatus: number;
  method?: 'GET' | 'POST';
  payer?: boolean;
  /** The page without PSU-IP-Address: the unattended-access counter on top (D15, D31). */
  isUnattended?: boolean;
};

// --route's names, in the order of the routes below.
const profiledRoutes = ['healthz', 'unknown', 'accounts', 'balances', 'page', 'unattended', 'initiation', 'status'];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-cpu-'));
const statementStatistics = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track_planning': 'on',
};
const database = await startEmbeddedPostgres({
  dataDir,
  isEphemeral: true,
  settings: flags.statements ? statementStatistics : {},
});
try {
  await applyMigrations({ databaseUrl: database.url });
  process.env.DATABASE_URL = database.url;
  const app = flags.profile
    ? await startProfiledApp(database.url, dataDir, flags.profile)
    : await startAppInstance({ databaseUrl: database.url, dataDir });
  const { tpp, consent } = await grantBenchConsent(app.baseUrl);
  const accountId = consent.accountIds[0] as string;
  await seedTransactions({
    databaseUrl: database.url,
    tppId: await findTppId(database.url, tpp.organizationIdentifier),
    accountId,
    count: transactionCount,
  });
  const headers = { 'PSU-ID': consent.psuId, 'PSU-IP-Address': '198.51.100.7' };
  const unattendedHeaders = { 'PSU-ID': consent.psuId };
  // D37: a payment TPP of its own (PSP_PI), and one payment of it whose status is read.
  const payer = createSandboxTpp({ baseUrl: app.baseUrl, roles: ['PSP_PI'] });
  const payerHeaders = { 'PSU-IP-Address': '198.51.100.7', 'TPP-Redirect-URI': 'https://tpp.example/cb' };
  if ((await payer.client.request('POST', '/v1/sandbox/initialize')).status !== 200)
    throw new Error('The payment TPP could not initialise its sandbox');
  const created = await payer.client.request('POST', domesticPaymentPath, {
    body: domesticPayment,
    headers: payerHeaders,
  });
  if (created.status !== 201) throw new Error(`initiation answered ${created.status}: ${created.text.slice(0, 300)}`);
  const paymentId = (created.body as { paymentId: string }).paymentId;
  const routes: Route[] = [
    { name: '/healthz', path: '/healthz', signed: false, expectedStatus: 200 },
    // The least a signed call costs: the signature check, the X-Request-ID claim (one statement), a 404 body and the log.
    { name: 'GET /v1/no-such-resource (signed, 404)', path: '/v1/no-such-resource', signed: true, expectedStatus: 404 },
    { name: 'GET /v1/accounts', path: '/v1/accounts', signed: true, expectedStatus: 200 },
    {
      name: 'GET /v1/accounts/{id}/balances',
      path: `/v1/accounts/${accountId}/balances`,
      signed: true,
      expectedStatus: 200,
    },
    {
      name: 'GET /v1/accounts/{id}/transactions?bookingStatus=booked&limit=50',
      path: `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50`,
      signed: true,
      expectedStatus: 200,
    },
    {
      // The unattended-access counter's round trips on top of the page (D15, D31); the bench clears the counts as it runs.
      name: 'GET /v1/accounts/{id}/transactions?bookingStatus=booked&limit=50 (PSU not present)',
      path: `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50`,
      signed: true,
      expectedStatus: 200,
      isUnattended: true,
    },
    {
      name: 'POST /v1/payments/norwegian-domestic-credit-transfers',
      path: domesticPaymentPath,
      signed: true,
      expectedStatus: 201,
      method: 'POST',
    },
    {
      name: 'GET /v1/payments/…/{paymentId}/status',
      path: `${domesticPaymentPath}/${paymentId}/status`,
      signed: true,
      expectedStatus: 200,
      payer: true,
    },
  ];
  const run = async (baseUrl: string, route: Route) => {
    // Dated 50 s ahead: within the 60 s clock skew (D5) from signing until after the run.
    const dated = new Date(Date.now() + 50_000);
    const count = signedPoolPerSecond * seconds;
    const pool: LoadRequest[] = !route.signed
      ? []
      : route.method === 'POST'
        ? signedInitiationRequests({ certificate: payer.certificate, count, now: dated, headers: payerHeaders })
        : Array.from({ length: count }, () =>
            route.payer
              ? signRequest({
                  method: 'GET',
                  url: route.path,
                  certificate: payer.certificate,
                  headers: payerHeaders,
                  now: dated,
                })
              : signRequest({
                  method: 'GET',
                  url: route.path,
                  certificate: tpp.certificate,
                  headers: route.isUnattended ? unattendedHeaders : headers,
                  now: dated,
                }),
          );
    let next = 0;
    const clearing = route.isUnattended ? clearUnattendedCounts(database.url) : undefined;
    try {
      return await loadTest({
        name: route.name,
        baseUrl,
        path: route.path,
        method: route.method,
        connections: 50,
        seconds,
        requestFor: route.signed ? () => pool[next++] ?? { headers: {} } : undefined,
        expectedStatus: route.expectedStatus,
      });
    } finally {
      await clearing?.stop();
    }
  };
  if (flags.profile) {
    const profiled = routes[profiledRoutes.indexOf(flags.route)];
    if (!profiled) throw new Error(`--route is ${profiledRoutes.join(', ')}, not ${flags.route}`);
    await run(app.baseUrl, { ...profiled, name: 'warm-up' });
    await run(app.baseUrl, profiled);
  } else {
    // Warm-up: every route once under load, so that compilation and caches do not count.
    for (const route of routes) await run(app.baseUrl, { ...route, name: `${route.name} (warm-up)` });
    console.log(
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      '| Route | Requests | Requests/s | Unexpected answers | App CPU per request (ms) | of which its event loop (ms) | PostgreSQL CPU per request (ms) |\n|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const route of [...routes, routes[0] as Route]) {
      const pid = app.process.pid as number;
      const before = cpuMs(pid);
      const eventLoopBefore = eventLoopCpuMs(pid);
      const databaseBefore = databaseCpuMs();
      const measured = async () => {
        const loaded = await run(app.baseUrl, route);
        return { ...loaded, requests: Math.round(loaded.requestsPerSecond * seconds) };
      };
      const result =
        flags.statements && route.signed ? await withStatementStatistics(database.url, measured) : await measured();
      const requests = result.requests;
      const perRequest = (milliseconds: number) => (milliseconds / requests).toFixed(2);
      console.log(
        `| ${route.name} | ${requests} | ${result.requestsPerSecond.toFixed(0)} | ${result.unexpected} | ${perRequest(cpuMs(pid) - before)} | ${perRequest(eventLoopCpuMs(pid) - eventLoopBefore)} | ${perRequest(databaseCpuMs() - databaseBefore)} |`,
      );
      if (result.unexpected > 0)
        console.log(
          `  answers: ${JSON.stringify(result.statusCodes)}; the app said:\n${app
            .output()
            .split('\n')
            .filter((line) => line.startsWith('[xs2a]') || /"level":"(warn|error)"/.test(line))
            .slice(-5)
            .join('\n')}`,
        );
    }
  }
  await app.stop();
} finally {
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** The launcher under `node --cpu-prof` (not allowed in NODE_OPTIONS), as startAppInstance starts it otherwise. */
async function startProfiledApp(databaseUrl: string, dataDirectory: string, profileDir: string): Promise<AppInstance> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...launcherArguments], {
    env: {
      ...process.env,
      XS2A_BATCH_TIMES: 'off',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      XS2A_DATA_DIR: dataDirectory,
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${baseUrl}/readyz`)
      .then((response) => response.ok)
      .catch(() => false))
  ) {
    if (child.exitCode !== null) throw new Error(`The profiled app exited with code ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
    );
  return { baseUrl, stop, process: child, output: () => '' };
}

/**
 * Deletes the unattended-access counts every 2 ms while a run lasts, so that the limit of 4 calls a day (D15) does not
 * answer most of the run with 429: the counter's statements still run in full on every call.
 */
function clearUnattendedCounts(databaseUrl: string): { stop: () => Promise<void> } {
  const client = new pg.Client({ connectionString: databaseUrl });
  let isStopped = false;
  const loop = (async () => {
    await client.connect();
    while (!isStopped) {
      await client.query(`DELETE FROM "RateLimitCounter" WHERE "key" LIKE 'unattended:%'`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      isStopped = true;
      await loop;
    },
  };
}
