import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultEnvironment } from './fault-environment';
import { prepareFaultTpp } from './fault-world';
import {
  checkApprovalsAndBookings,
  checkCreations,
  findUnloggedRequests,
  reportChecks,
  type LedgerCheck,
} from './ledger-checks';
import { watchReadiness } from './readiness-timeline';
import { withDeadline } from './with-deadline';

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * README.md "Faults" 1: PostgreSQL's postmaster killed under mixed load and restarted; the app must report the outage
 * on /readyz and recover, and the database and request log must match what the TPP and PSU were told. True if passed.
 */
export async function postgresRestartFault(environment: FaultEnvironment): Promise<boolean> {
  console.log('\n## PostgreSQL killed (SIGKILL of the postmaster) and restarted under load\n');
  const world = await prepareFaultTpp({ baseUrl: environment.baseUrl, databaseUrl: environment.databaseUrl });
  const readiness = watchReadiness(environment.baseUrl);
  const appPid = environment.appPid();
  let isRunning = true;
  const hung: string[] = [];
  const started = Date.now();
  const progress = (what: string) => console.log(`  ${seconds(Date.now() - started)}: ${what}`);
  // A step that gets no answer within 30 s is given up on and reported: the app must answer, even during the outage.
  const loop = async (name: string, step: () => Promise<unknown>) => {
    while (isRunning)
      await withDeadline(name, step(), 30_000).catch((error: Error) =>
        error.message.includes('did not finish') ? void hung.push(error.message) : sleep(50),
      );
  };
  const workers = [
    loop('an account read', world.readAccounts),
    loop('an account read', world.readAccounts),
    loop('an account read', world.readAccounts),
    loop('a payment and its approval', () => world.payAndApprove()),
    loop('a payment and its approval', () => world.payAndApprove()),
    loop('a consent creation', world.createConsent),
  ];
  await sleep(8_000);
  const killedAt = Date.now();
  await withDeadline('killing PostgreSQL', environment.killDatabase(), 30_000);
  progress('PostgreSQL killed');
  const reportedDown = await waitFor(
    () => readiness.samples.some((sample) => sample.at > killedAt && sample.status === 503),
    15_000,
  );
  await sleep(5_000);
  await withDeadline('starting PostgreSQL again', environment.startDatabase(), 120_000);
  const restartedAt = Date.now();
  progress('PostgreSQL started again');
  const recovered = await waitFor(
    () => readiness.samples.some((sample) => sample.at > restartedAt && sample.status === 200),
    60_000,
  );
  const readyAt =
    readiness.samples.find((sample) => sample.at > restartedAt && sample.status === 200)?.at ?? Number.NaN;
  progress(recovered ? '/readyz 200 again' : '/readyz not 200 within 60 s');
  await sleep(10_000);
  isRunning = false;
  await withDeadline('the load', Promise.all(workers), 60_000);
  await withDeadline('the readiness poll', readiness.stop(), 10_000);
  progress('load stopped');

  const firstRead = world.journal.find(
    (entry) => entry.sentAt > restartedAt && entry.path === '/v1/accounts' && entry.status === 200,
  );
  const during = world.journal.filter((entry) => entry.answeredAt >= killedAt && entry.answeredAt <= readyAt);
  const statuses = new Map<string, number>();
  for (const entry of during)
    statuses.set(String(entry.status ?? 'no answer'), (statuses.get(String(entry.status ?? 'no answer')) ?? 0) + 1);
  const notReady = readiness.samples.filter((sample) => sample.at > killedAt && sample.at < readyAt);
  console.log(
    `Signed requests: ${world.journal.length}; payments answered 201: ${world.answeredPayments.size}, approved as the PSU saw: ${world.seenApproved.size}; consents answered 201: ${world.answeredConsents.size}.`,
  );
  console.log(
    `Outage: /readyz first 503 ${seconds((notReady.find((sample) => sample.status === 503)?.at ?? Number.NaN) - killedAt)} after the kill; PostgreSQL down ${seconds(restartedAt - killedAt)} (restarted and accepting connections); /readyz 200 again ${seconds(readyAt - restartedAt)} after the restart; first signed read answered 200 ${firstRead ? seconds(firstRead.answeredAt - restartedAt) : 'never'} after it.`,
  );
  console.log(
    `/readyz during the outage: ${[...new Set(notReady.map((sample) => sample.status))].join(', ')} (${notReady.length} polls). Signed requests answered during the outage, by status: ${JSON.stringify(Object.fromEntries(statuses))}.`,
  );
  const retried = await withDeadline('sending the unanswered creations again', world.retryUnanswered(), 300_000);
  const unresolved = (path: string) => retried.unresolved.filter((each) => each.startsWith(path)).length;
  const batch = await withDeadline('the batch run', world.client().request('POST', '/v1/sandbox/batch-runs'), 120_000);
  console.log(
    `Creations sent again with their X-Request-ID: ${retried.sent}; still without a 201: ${retried.unresolved.length}. Batch run after recovery: ${batch.status}, ${(batch.body as { executed?: string[] }).executed?.length ?? 0} executed.`,
  );
  await sleep(1_000);

  const unlogged = await findUnloggedRequests({ databaseUrl: environment.databaseUrl, journal: world.journal });
  const outsideOutage = unlogged.filter(
    (entry) => entry.answeredAt < killedAt - 1_000 || entry.answeredAt > readyAt + 1_000,
  );
  const answered = world.journal.filter((entry) => entry.status !== null).length;
  console.log(
    `Request log: ${answered - unlogged.length} of ${answered} answered signed requests logged; ${unlogged.length} not (${outsideOutage.length} of them answered more than 1 s before the kill or after the recovery).`,
  );
  const paymentIds = [...world.answeredPayments];
  const checks: LedgerCheck[] = [
    {
      name: 'every request of the load was answered (or refused) within 30 s',
      problems: hung.length === 0 ? [] : [`${hung.length} not: ${[...new Set(hung)].join('; ')}`],
    },
    {
      name: '/readyz answered 503 during the outage',
      problems: reportedDown ? [] : ['no 503 within 15 s of the kill'],
    },
    {
      name: '/readyz answered 200 again after the restart, the app not restarted',
      problems:
        recovered && environment.appPid() === appPid
          ? []
          : [`recovered: ${recovered}, app pid ${appPid} → ${environment.appPid()}`],
    },
    { name: 'a signed read answered 200 after the restart', problems: firstRead ? [] : ['none did'] },
    {
      name: 'the batch run after the recovery answered 200',
      problems: batch.status === 200 ? [] : [`${batch.status}: ${batch.text.slice(0, 200)}`],
    },
    ...(await checkCreations({
      databaseUrl: environment.databaseUrl,
      what: 'payment',
      table: 'Payment',
      tppId: world.tppId,
      answered: world.answeredPayments,
      unresolved: unresolved('/v1/payments/'),
    })),
    ...(await checkCreations({
      databaseUrl: environment.databaseUrl,
      what: 'consent',
      table: 'Consent',
      tppId: world.tppId,
      answered: world.answeredConsents,
      unresolved: unresolved('/v1/bank-offered-consents'),
      ignored: new Set([world.grantedConsentId]),
    })),
    ...(await checkApprovalsAndBookings({
      databaseUrl: environment.databaseUrl,
      paymentIds,
      seenApproved: world.seenApproved,
      executed: ['ACSC', 'ACCC'],
      mustBeExecuted: [...world.seenApproved],
    })),
    {
      name: 'every answered signed request is in the request log (D31: the database away loses none while the app runs)',
      problems:
        unlogged.length === 0
          ? []
          : [
              `${unlogged.length} missing, answered ${unlogged
                .map((entry) => `${entry.status}`)
                .slice(0, 10)
                .join(', ')}…`,
            ],
    },
  ];
  return reportChecks(checks);
}
