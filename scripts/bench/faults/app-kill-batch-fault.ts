import { setTimeout as sleep } from 'node:timers/promises';
import { queryRows } from '../../../tests/integration/support/scratch-database';
import { insertDuePayments } from '../insert-due-payments';
import type { FaultEnvironment } from './fault-environment';
import { prepareFaultTpp } from './fault-world';
import { restartAndRunBatch } from './restart-and-run-batch';
import { withDeadline } from './with-deadline';
import { checkApprovalsAndBookings, findUnloggedRequests, reportChecks, type LedgerCheck } from './ledger-checks';

const paymentCount = 2_000;

/** The funded accounts' closingBooked balances together, in minor units. */
async function totalBalance(databaseUrl: string, accountIds: string[]): Promise<bigint> {
  const rows = await queryRows<{ total: string }>(
    databaseUrl,
    `SELECT coalesce(sum(amount), 0)::text AS total FROM "Balance" WHERE "accountId" = ANY($1::text[]) AND "balanceType" = 'closingBooked'`,
    [accountIds],
  );
  return BigInt(rows[0]?.total ?? '0');
}

/**
 * README.md "Faults" 2 (D24): the app killed in the middle of a sandbox batch run and started again; each payment is
 * executed once or not at all and the money moved equals the bookings. True when every check passed.
 */
export async function appKillBatchFault(environment: FaultEnvironment): Promise<boolean> {
  console.log('\n## The app killed (SIGKILL) in the middle of a batch run, then started again\n');
  const world = await prepareFaultTpp({ baseUrl: environment.baseUrl, databaseUrl: environment.databaseUrl });
  const before = await totalBalance(environment.databaseUrl, world.accountIds);
  const paymentIds = await insertDuePayments({
    databaseUrl: environment.databaseUrl,
    tppId: world.tppId,
    accountIds: world.accountIds,
    count: paymentCount,
    idPrefix: 'fault',
  });
  const booked = async () =>
    Number(
      (
        await queryRows<{ count: string }>(
          environment.databaseUrl,
          `SELECT count(*) FROM "Transaction" WHERE "paymentId" = ANY($1::text[])`,
          [paymentIds],
        )
      )[0]?.count ?? 0,
    );
  let isReading = true;
  const reader = (async () => {
    while (isReading) await world.readAccounts();
  })();
  let hasRunEnded = false;
  const run = world
    .client()
    .request('POST', '/v1/sandbox/batch-runs')
    .then(
      (response) => `${response.status}`,
      (error: Error) => error.message,
    )
    .finally(() => (hasRunEnded = true));
  while (!hasRunEnded && (await booked()) < paymentCount / 5) await sleep(20);
  const killedAt = Date.now();
  await withDeadline('killing the app', environment.killApp(), 30_000);
  isReading = false;
  await reader;
  const atKill = await booked();
  console.log(`Killed with ${atKill} of ${paymentCount} payments booked; the batch request ended with: ${await run}.`);
  const afterKill = await checkApprovalsAndBookings({
    databaseUrl: environment.databaseUrl,
    paymentIds,
    seenApproved: new Set(),
    executed: ['ACSC'],
    mustBeExecuted: [],
  });
  const movedAtKill = before - (await totalBalance(environment.databaseUrl, world.accountIds));

  const lost = await findUnloggedRequests({ databaseUrl: environment.databaseUrl, journal: world.journal });
  const oldest = Math.max(0, ...lost.map((entry) => killedAt - entry.answeredAt));
  const answered = world.journal.filter((entry) => entry.status !== null).length;
  console.log(
    `Request log at the crash: ${lost.length} of ${answered} answered signed reads not logged, the oldest answered ${oldest} ms before the kill (XS2A_REQUEST_LOG_DELAY_MS ${process.env.XS2A_REQUEST_LOG_DELAY_MS ?? 100} ms, D31).`,
  );

  const { run: rerun, executed } = await restartAndRunBatch({ environment, world, runDeadlineMs: 300_000 });
  const executedNow = executed.length;
  console.log(`After the restart a run executed ${executedNow}; ${await booked()} of ${paymentCount} are booked.`);
  const movedInAll = before - (await totalBalance(environment.databaseUrl, world.accountIds));
  const checks: LedgerCheck[] = [
    {
      name: 'the app was killed in the middle of the run',
      problems: atKill > 0 && atKill < paymentCount ? [] : [`${atKill} of ${paymentCount} were booked at the kill`],
    },
    ...afterKill.map((check) => ({ ...check, name: `at the kill: ${check.name}` })),
    {
      name: `at the kill: money moved (${movedAtKill}) = 100 × payments booked (${atKill})`,
      problems: movedAtKill === BigInt(100 * atKill) ? [] : [`moved ${movedAtKill}`],
    },
    {
      name: 'the run after the restart executed exactly the rest',
      problems:
        rerun?.status === 200 && executedNow === paymentCount - atKill
          ? []
          : [`${rerun?.status}: executed ${executedNow}, expected ${paymentCount - atKill}`],
    },
    ...(
      await checkApprovalsAndBookings({
        databaseUrl: environment.databaseUrl,
        paymentIds,
        seenApproved: new Set(),
        executed: ['ACSC'],
        mustBeExecuted: paymentIds,
      })
    ).map((check) => ({ ...check, name: `after: ${check.name}` })),
    {
      name: `after: money moved = 100 × ${paymentCount}`,
      problems: movedInAll === BigInt(100 * paymentCount) ? [] : [`moved ${movedInAll}`],
    },
    {
      name: 'request-log loss at the crash within the documented window (rows answered in the last 100 ms, plus the batch being written)',
      problems: oldest <= 500 ? [] : [`a row answered ${oldest} ms before the kill is missing`],
    },
  ];
  return reportChecks(checks);
}
