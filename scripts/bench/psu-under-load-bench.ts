import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
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
 * before it, the same PSUs walk for half as long with no API load.
 */
export async function benchPsuUnderLoad(
  environment: TestEnvironment,
  options: { rows: LoadRow[]; seconds: number },
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
  // The same walk first with no API load: what of the wait is the page's own, and what the load's. Before the load's
  // requests are signed, so their Date stays as near their sending as it was.
  const aloneTimes: PageTimes = new Map();
  const aloneFailures: string[] = [];
  const aloneUntil = Date.now() + (options.seconds / 2) * 1_000;
  await walkWhile(worlds, aloneTimes, aloneFailures, () => Date.now() < aloneUntil);
  const count = Math.round(rate * options.seconds);
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
  const rounds = await walkWhile(worlds, times, failures, () => isLoaded);
  const background = await load;
  console.log(
    `Background: ${rate} requests/s for ${options.seconds} s (half of ${capacity.toFixed(0)}), p99 ${background.p99.toFixed(1)} ms, ${background.unexpected} unexpected; ${rounds} PSU rounds by ${walkers} PSUs, ${failures.length} failures${failures.length ? `: ${failures.slice(0, 3).join('; ')}` : ''}; ${aloneFailures.length} failures with no API load.`,
  );
  return [...times].map(([name, pageTimes]) => ({
    name: `\`${name}\``,
    ttfb: summariseTimes(name, pageTimes),
    ...(aloneTimes.has(name) && { alone: summariseTimes(name, aloneTimes.get(name) ?? []) }),
    unexpected: failures.filter((failure) => failure.startsWith(name)).length,
  }));
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
