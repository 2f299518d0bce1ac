import { spawn } from 'node:child_process';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { executePayment } from '@/lib/payments/batch/execute-payment';
import { runPaymentBatch } from '@/lib/payments/batch/run-payment-batch';
import { balancesOf, insertManyPayments, newBatchSandbox } from '@/tests/integration/support/payment-fixture-batch';
import { waitFor } from '@/tests/integration/support/wait-for';

// D24: money is never created or lost. Concurrent executions never overdraw an account, and a batch process killed
// half-way leaves every payment executed once or not at all; the next run finishes the rest.

async function ledgerOf(paymentIds: string[]) {
  const payments = await db.payment.findMany({ where: { id: { in: paymentIds } }, select: { id: true, status: true } });
  const entries = await db.transaction.groupBy({
    by: ['paymentId'],
    where: { paymentId: { in: paymentIds } },
    _count: { _all: true },
    _sum: { amount: true },
  });
  const entriesOf = new Map(entries.map((entry) => [entry.paymentId, entry._count._all]));
  const debited = entries.reduce((sum, entry) => sum + (entry._sum.amount ?? 0n), 0n);
  const byStatus = (status: string) => payments.filter((payment) => payment.status === status);
  const wrong = payments.filter((payment) => (entriesOf.get(payment.id) ?? 0) !== (payment.status === 'ACSC' ? 1 : 0));
  return {
    executed: byStatus('ACSC').length,
    debited,
    wrong: wrong.map((payment) => `${payment.id} ${payment.status} ${entriesOf.get(payment.id) ?? 0}`),
  };
}

/** Until `run` waits for a lock that `holder` holds (or has ended without waiting): no fixed pause, however busy the machine. */
async function untilWaitingFor(holder: pg.Client, run: Promise<unknown>): Promise<void> {
  let hasEnded = false;
  void run.then(
    () => (hasEnded = true),
    () => (hasEnded = true),
  );
  const [{ pid }] = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [{ pid: number }];
  const waiting = async () =>
    (
      await holder.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_locks WHERE NOT granted AND $1::int = ANY(pg_blocking_pids(pid))',
        [pid],
      )
    ).rows[0]!.count > 0;
  await waitFor(async () => hasEnded || (await waiting()), 30_000);
}

describe('money is never created or lost', () => {
  it('200 concurrent executions (each payment twice at once) against one account never overdraw it', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const ids = await insertManyPayments({ tppId: sandbox.tppId, debtor, count: 200, amount: 100 });
    const now = new Date();
    const day = bankDate(now);
    const outcomes = await Promise.all(
      [...ids, ...ids].map((paymentId) => executePayment({ paymentId, day, now, isLastRunOfDay: false })),
    );
    expect(outcomes.filter((outcome) => outcome === 'executed')).toHaveLength(100);
    const ledger = await ledgerOf(ids);
    expect(ledger).toEqual({ executed: 100, debited: -10_000n, wrong: [] });
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 0n, expected: 0n });
    // D24: short of funds in a run before the day's last, the other hundred are left as they were.
    expect(await db.payment.count({ where: { id: { in: ids }, status: 'PDNG', fundsAvailable: null } })).toBe(100);
  });

  it(
    'a batch process killed with SIGKILL half-way executed each payment once or not at all; the next run finishes the rest',
    { timeout: 120_000 },
    async () => {
      const count = 1_000;
      const sandbox = await newBatchSandbox();
      const debtor = await sandbox.account(count * 100);
      const ids = await insertManyPayments({ tppId: sandbox.tppId, debtor, count, amount: 100 });
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'tests/integration/support/run-payment-batch-child.ts', sandbox.tppId],
        {
          env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, signal) => resolve(signal)),
      );
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      for (;;) {
        const booked = await db.transaction.count({ where: { accountId: debtor.resourceId } });
        if (booked >= count / 10 || child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      child.kill('SIGKILL');
      expect(await exited, stderr).toBe('SIGKILL');

      const afterKill = await ledgerOf(ids);
      expect(afterKill.wrong).toEqual([]);
      expect(afterKill.executed).toBeGreaterThan(0);
      expect(afterKill.executed).toBeLessThan(count);
      expect(afterKill.debited).toBe(BigInt(-100 * afterKill.executed));
      const remaining = BigInt(count * 100 - 100 * afterKill.executed);
      expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: remaining, expected: remaining });

      const next = await runPaymentBatch({ tppId: sandbox.tppId, now: new Date(), isLastRunOfDay: false });
      expect(next.executed).toHaveLength(count - afterKill.executed);
      expect(await ledgerOf(ids)).toEqual({ executed: count, debited: BigInt(-100 * count), wrong: [] });
      expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 0n, expected: 0n });
    },
  );
});

describe('a payment whose execution loses a race in the database', () => {
  it('is left untouched for the next run, and the run goes on with the others', { timeout: 60_000 }, async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const [first] = await insertManyPayments({ tppId: sandbox.tppId, debtor, count: 1, amount: 100 });
    // From another account, so that it stays out of the lock cycle the test makes.
    const [second] = await insertManyPayments({
      tppId: sandbox.tppId,
      debtor: await sandbox.account(10_000),
      count: 1,
      amount: 100,
    });
    // Another transaction holds one payment's row, then wants the account the batch has locked: a deadlock, which
    // PostgreSQL breaks by aborting the batch's execution of that payment (it waited first).
    const other = new pg.Client({ connectionString: inject('databaseUrl') });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM "Payment" WHERE id = $1 FOR UPDATE', [first]);
      const run = runPaymentBatch({ tppId: sandbox.tppId, now: new Date(), isLastRunOfDay: false });
      await untilWaitingFor(other, run);
      const otherLock = other.query('SELECT 1 FROM "Account" WHERE id = $1 FOR UPDATE', [debtor.resourceId]);
      expect(await run).toEqual({ executed: [second], retried: [], rejected: [] });
      await otherLock;
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await ledgerOf([first as string])).toEqual({ executed: 0, debited: 0n, wrong: [] });
    expect(await runPaymentBatch({ tppId: sandbox.tppId, now: new Date(), isLastRunOfDay: false })).toEqual({
      executed: [first],
      retried: [],
      rejected: [],
    });
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_900n, expected: 9_900n });
  });
});

describe('executions racing other writers', () => {
  /** Runs `during` in an open transaction of another connection, starts the batch, and commits once the batch waits for it. */
  async function raceBatch(tppId: string, during: (other: pg.Client) => Promise<void>, now = new Date()) {
    const other = new pg.Client({ connectionString: inject('databaseUrl') });
    await other.connect();
    try {
      await other.query('BEGIN');
      await during(other);
      const run = runPaymentBatch({ tppId, now, isLastRunOfDay: false });
      await untilWaitingFor(other, run);
      await other.query('COMMIT');
      return await run;
    } finally {
      await other.end();
    }
  }

  it(
    'a creditor account deleted while the batch waits for its lock is not credited; the debtor is booked',
    { timeout: 60_000 },
    async () => {
      const sandbox = await newBatchSandbox();
      const debtor = await sandbox.account(10_000);
      const creditor = await sandbox.account(0);
      const paymentId = await sandbox.insertPayment({
        debtor,
        instructions: [{ amount: 100, creditor: { iban: creditor.iban } }],
      });
      const report = await raceBatch(sandbox.tppId, async (other) => {
        await other.query('DELETE FROM "Account" WHERE id = $1', [creditor.resourceId]);
      });
      expect(report).toEqual({ executed: [paymentId], retried: [], rejected: [] });
      expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('ACSC');
      expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_900n, expected: 9_900n });
    },
  );

  it('a periodic payment put on hold while its execution is booked is not booked', { timeout: 60_000 }, async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const paymentId = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 100 }],
      periodic: { startDate: '2027-03-15', frequency: 'Daily' },
    });
    const report = await raceBatch(
      sandbox.tppId,
      async (other) => {
        await other.query(`UPDATE "Payment" SET status = 'ACWP' WHERE id = $1`, [paymentId]);
      },
      new Date('2027-03-15T11:00:00Z'),
    );
    expect(report).toEqual({ executed: [], retried: [], rejected: [] });
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('ACWP');
    expect(await db.transaction.count({ where: { paymentId } })).toBe(0);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 10_000n, expected: 10_000n });
  });
});
