import { headlessPsu, inputValues, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import type { FaultEnvironment } from './fault-environment';
import { domesticPayment, payerCustomer, prepareFaultTpp } from './fault-world';
import { restartAndRunBatch } from './restart-and-run-batch';
import { withDeadline } from './with-deadline';
import { checkApprovalsAndBookings, readPaymentLedger, reportChecks, type LedgerCheck } from './ledger-checks';

const paymentCount = 60;
const instantProduct = 'instant-norwegian-domestic-credit-transfers-straks';

/**
 * README.md "Faults" 3 (D23): the app killed while PSUs approve instant payments; every approval a PSU saw succeed is
 * approved and booked once, and a batch run after the restart executes what was left. True when every check passed.
 */
export async function appKillApprovalFault(environment: FaultEnvironment): Promise<boolean> {
  console.log('\n## The app killed (SIGKILL) in the middle of payment approvals, then started again\n');
  const world = await prepareFaultTpp({ baseUrl: environment.baseUrl, databaseUrl: environment.databaseUrl });
  const waiting: { paymentId: string; psu: HeadlessPsu; page: PsuPage }[] = [];
  for (let index = 0; index < paymentCount; index++) {
    const created = await world.client().request('POST', `/v1/payments/${instantProduct}`, {
      body: domesticPayment,
      headers: { 'PSU-Context': 'PRIVATE' },
    });
    const body = created.body as { paymentId: string; _links: Record<string, { href: string }> };
    if (created.status !== 201) throw new Error(`initiation answered ${created.status}: ${created.text.slice(0, 200)}`);
    const psu = headlessPsu(environment.baseUrl());
    await psu.open(body._links.scaRedirect?.href ?? '');
    const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: payerCustomer });
    if (page.path !== '/sca/payment') throw new Error(`The PSU reached ${page.path}, not the approval page`);
    waiting.push({ paymentId: body.paymentId, psu, page });
  }
  const paymentIds = waiting.map((each) => each.paymentId);
  const seenApproved = new Set<string>();
  const cutOff = new Set<string>();
  let killed: Promise<void> | undefined;
  const approver = async () => {
    for (let next = waiting.shift(); next && !killed; next = waiting.shift()) {
      try {
        const done = await next.psu.submit('/sca/actions/payment', {
          debtorAccount: inputValues(next.page, 'debtorAccount')[0] ?? '',
        });
        if (done.tppReturnUrl && !new URL(done.tppReturnUrl).searchParams.has('code')) seenApproved.add(next.paymentId);
        else if (!killed) throw new Error(`The approval of ${next.paymentId} ended at ${done.path} (${done.status})`);
      } catch (error) {
        if (!killed) throw error;
        cutOff.add(next.paymentId);
      }
      if (seenApproved.size >= paymentCount / 3) killed ??= environment.killApp();
    }
  };
  await Promise.all([approver(), approver(), approver()]);
  await withDeadline('killing the app', killed ?? Promise.resolve(), 30_000);
  console.log(
    `Killed after ${seenApproved.size} approvals the PSU saw succeed; ${cutOff.size} cut off in flight; ${waiting.length} not sent.`,
  );
  const atKill = await checkApprovalsAndBookings({
    databaseUrl: environment.databaseUrl,
    paymentIds,
    seenApproved,
    executed: ['ACSC'],
    mustBeExecuted: [...seenApproved],
  });
  const { run, executed } = await restartAndRunBatch({ environment, world, runDeadlineMs: 120_000 });
  console.log(`After the restart a batch run executed ${executed.length} (approved, not yet executed at the crash).`);
  const checks: LedgerCheck[] = [
    ...atKill.map((check) => ({ ...check, name: `at the kill: ${check.name}` })),
    {
      name: 'the batch run after the restart answered 200 and executed only cut-off approvals',
      problems:
        run?.status === 200 && executed.every((id) => cutOff.has(id)) ? [] : [`${run?.status}: ${executed.join(', ')}`],
    },
    // After the run, every approval taken (a finalised authorisation), seen by the PSU or cut off, is executed.
    ...(
      await checkApprovalsAndBookings({
        databaseUrl: environment.databaseUrl,
        paymentIds,
        seenApproved,
        executed: ['ACSC'],
        mustBeExecuted: (await readPaymentLedger(environment.databaseUrl, paymentIds))
          .filter((row) => row.finalised > 0)
          .map((row) => row.id),
      })
    ).map((check) => ({ ...check, name: `after: ${check.name}` })),
  ];
  return reportChecks(checks);
}
