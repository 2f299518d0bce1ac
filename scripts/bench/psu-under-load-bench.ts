import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import {
  startAppInstance,
  type AppInstance,
  type TestEnvironment,
} from '../../tests/integration/support/test-environment';
import { openLoop, type OpenLoopRequest } from './open-loop';
import type { LoadRow, PsuPageRow } from './print-load-rows';
import { walkPsuPages, type PageTimes, type PsuWalkWorld } from './psu-page-walker';
import { summariseTimes } from './summarise-times';

/** PSUs walking the pages at once, each one round after the other. */
const walkers = 2;

/** The API routes of the background load, in turn: the aggregator's three reads with the PSU present. */
const backgroundPaths = ['/v1/accounts', '/balances', '/transactions?'];

/**
 * The PSU's wait under API load: an open loop of the account list, balances and the transactions page in turn at half
 * the capacity the table measured for that mix, while PSUs walk the SCA and "My consents" pages over HTTP for as long;
 * before it, the same PSUs walk for half as long with no API load. With `psuInstance`, the walk under load runs a second
 * time with the PSU pages served by that instance of their own, as a balancer would route them (docs/deployment.md).
 */
export async function benchPsuUnderLoad(
  environment: TestEnvironment,
  options: { rows: LoadRow[]; seconds: number; psuInstance?: { baseUrl: string } },
): Promise<PsuPageRow[]> {
  // Each PSU in a sandbox world of its own (its own TPPs): a PSU signed in to "My consents" in one browser only.
  const worlds = await Promise.all(Array.from({ length: walkers }, () => psuWorld(environment)));
  const reads = backgroundPaths.map((part) => {
    const row = options.rows.find((each) => each.route.limit === undefined && each.route.path.includes(part));
    if (!row) throw new Error(`The table has no row for ${part}`);
    return row;
  });
  // A mix of one request of each in turn: its capacity is the harmonic mean of theirs.
  const capacity = reads.length / reads.reduce((sum, row) => sum + 1 / row.closed.requestsPerSecond, 0);
  if (!(capacity > 0)) throw new Error('The table measured no capacity for the background reads');
  const rate = Math.max(1, Math.round(capacity / 2));
  // The same walk first with no API load: what of the wait is the page's own, and what the load's.
  const alone: PageTimes = new Map();
  const aloneFailures: string[] = [];
  const aloneUntil = Date.now() + (options.seconds / 2) * 1_000;
  await walkWhile(worlds, alone, aloneFailures, () => Date.now() < aloneUntil);
  console.log(`With no API load: ${aloneFailures.length} failures.`);

  /** The walk while the open loop runs, the PSUs' browsers at `psuBaseUrl`. */
  async function underLoad(psuBaseUrl: string): Promise<{ times: PageTimes; failures: string[] }> {
    const count = Math.round(rate * options.seconds);
    // Signed just before the load leaves, so that their Date stays as near their sending as it can.
    const dated = new Date(Date.now() + 50_000);
    const prepared = reads.map((row) => row.route.prepare(Math.ceil(count / reads.length), dated));
    const times: PageTimes = new Map();
    const failures: string[] = [];
    let isLoaded = true;
    const load = openLoop({
      name: 'background',
      baseUrl: environment.baseUrl,
      rate,
      seconds: options.seconds,
      requestFor: (index) => prepared[index % reads.length]?.[Math.floor(index / reads.length)] as OpenLoopRequest,
    }).finally(() => {
      isLoaded = false;
    });
    const walking = worlds.map((world) => ({ ...world, baseUrl: psuBaseUrl }));
    const rounds = await walkWhile(walking, times, failures, () => isLoaded);
    const background = await load;
    console.log(
      `Background: ${rate} requests/s for ${options.seconds} s (half of ${capacity.toFixed(0)}), p99 ${background.p99.toFixed(1)} ms, ${background.unexpected} unexpected; ${rounds} PSU rounds by ${walkers} PSUs at ${psuBaseUrl}, ${failures.length} failures${failures.length ? `: ${failures.slice(0, 3).join('; ')}` : ''}.`,
    );
    return { times, failures };
  }

  const rowsOf = (
    { times, failures }: { times: PageTimes; failures: string[] },
    isOwnInstance: boolean,
  ): PsuPageRow[] =>
    [...times].map(([name, pageTimes]) => ({
      name: `\`${name}\``,
      ttfb: summariseTimes(name, pageTimes),
      ...(alone.has(name) && { alone: summariseTimes(name, alone.get(name) ?? []) }),
      ...(isOwnInstance && { isOwnInstance }),
      unexpected: failures.filter((failure) => failure.startsWith(name)).length,
    }));
  const shared = rowsOf(await underLoad(environment.baseUrl), false);
  if (!options.psuInstance) return shared;
  return [...shared, ...rowsOf(await underLoad(options.psuInstance.baseUrl), true)];
}

/**
 * A second instance of the built app on the environment's database, with a data folder of its own, that the PSUs'
 * browsers reach as a load balancer would route them (docs/deployment.md); stopped after `work`.
 */
export async function withPsuInstance<T>(
  environment: TestEnvironment,
  work: (psuInstance: AppInstance) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-psu-instance-'));
  try {
    // Its public origin is its own address: the walker's fetch cannot send the API's as Host, as a balancer would, and
    // a page of another host's is redirected there (D18). The walker follows only paths, so the links still lead here.
    const psuInstance = await startAppInstance({ databaseUrl: environment.databaseUrl, dataDir });
    try {
      return await work(psuInstance);
    } finally {
      await psuInstance.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every PSU walks round after round while `isOn` holds; returns the rounds walked. */
async function walkWhile(
  worlds: PsuWalkWorld[],
  times: PageTimes,
  failures: string[],
  isOn: () => boolean,
): Promise<number> {
  let rounds = 0;
  await Promise.all(
    worlds.map(async (world) => {
      while (isOn()) {
        await walkPsuPages(world, times, failures).catch((error: unknown) => failures.push(String(error)));
        rounds++;
      }
    }),
  );
  return rounds;
}

async function psuWorld(environment: TestEnvironment) {
  process.env.DATABASE_URL = environment.databaseUrl;
  const { signedInDeveloper } = await import('../../tests/integration/support/portal-developer');
  const aisTpp = createSandboxTpp({ baseUrl: environment.baseUrl, roles: ['PSP_AI'] });
  const paymentTpp = createSandboxTpp({ baseUrl: environment.baseUrl, roles: ['PSP_PI'] });
  for (const tpp of [aisTpp, paymentTpp]) {
    const initialized = await tpp.client.request('POST', '/v1/sandbox/initialize');
    if (initialized.status !== 200) throw new Error(`initialize answered ${initialized.status}`);
  }
  const portalCookie = async () =>
    (await signedInDeveloper({ linkedTo: aisTpp.organizationIdentifier, databaseUrl: environment.databaseUrl })).cookie;
  return {
    baseUrl: environment.baseUrl,
    aisTpp: aisTpp.client,
    paymentTpp: paymentTpp.client,
    portalCookie,
  };
}
