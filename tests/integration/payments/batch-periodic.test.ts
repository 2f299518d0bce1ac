import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { executePayment } from '@/lib/payments/batch/execute-payment';
import { runPaymentBatch } from '@/lib/payments/batch/run-payment-batch';
import { dateToDay } from '@/lib/sandbox/shared/calendar';
import {
  balancesOf,
  debitedDatesOf,
  newBatchSandbox,
  type InsertPaymentInput,
} from '@/tests/integration/support/payment-fixture-batch';

// Spec 6, D24: periodic payments are not in the batch's list of due payments; they execute on their own dates, each
// execution booked once. Fixed days in 2027 (noon in Oslo) make the weekdays known: 2027-03-13 is a Saturday.

const debitsOf = async (paymentId: string, accountId: string) =>
  (await db.transaction.findMany({ where: { paymentId, accountId }, orderBy: { transactionDate: 'asc' } })).map(
    (entry) => ({
      executionDate: entry.transactionDate && dateToDay(entry.transactionDate),
      bookingDate: entry.bookingDate && dateToDay(entry.bookingDate),
      amount: entry.amount,
    }),
  );
const statusOf = async (id: string) => (await db.payment.findUniqueOrThrow({ where: { id } })).status;
const nothing = { executed: [], retried: [], rejected: [] };

type Schedule = NonNullable<InsertPaymentInput['periodic']>;

/** A batch sandbox's debtor account holding `balance`; `insertOrder` writes an approved standing order of `amount`
 * from it, and `runOn` runs the sandbox's batch at noon in Oslo on a day. */
async function debtorWithOrders(balance: number) {
  const sandbox = await newBatchSandbox();
  const debtor = await sandbox.account(balance);
  const insertOrder = (amount: number, periodic: Schedule, status?: TransactionStatus) =>
    sandbox.insertPayment({ debtor, status, instructions: [{ amount }], periodic });
  const runOn = (day: string, isLastRunOfDay = false) =>
    runPaymentBatch({ tppId: sandbox.tppId, now: new Date(`${day}T11:00:00Z`), isLastRunOfDay });
  return { sandbox, debtor, insertOrder, runOn };
}

describe('periodic payments', () => {
  it('execute on their own dates, once per date however many runs meet them', async () => {
    const { debtor, insertOrder, runOn } = await debtorWithOrders(10_000);
    const monthly = await insertOrder(1_000, { startDate: '2027-03-15', frequency: 'Monthly' });
    expect(await runOn('2027-03-14')).toEqual(nothing);
    expect(await runOn('2027-03-15')).toEqual({ executed: [monthly], retried: [], rejected: [] });
    expect(await runOn('2027-03-15', true)).toEqual(nothing);
    expect(await runOn('2027-03-16')).toEqual(nothing);
    expect(await runOn('2027-04-15')).toEqual({ executed: [monthly], retried: [], rejected: [] });
    expect(await debitsOf(monthly, debtor.resourceId)).toEqual([
      { executionDate: '2027-03-15', bookingDate: '2027-03-15', amount: -1_000n },
      { executionDate: '2027-04-15', bookingDate: '2027-04-15', amount: -1_000n },
    ]);
    expect(await statusOf(monthly)).toBe('PDNG');
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 8_000n, expected: 8_000n });
  });

  it('move a weekend date by executionRule following, and complete (ACSC) after endDate', async () => {
    const { sandbox, debtor, runOn } = await debtorWithOrders(10_000);
    const creditor = await sandbox.account(0);
    const weekly = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 500, creditor: { iban: creditor.iban } }],
      periodic: { startDate: '2027-03-13', endDate: '2027-03-21', frequency: 'Weekly', executionRule: 'following' },
    });
    expect((await runOn('2027-03-13')).executed).toEqual([]);
    expect((await runOn('2027-03-15')).executed).toEqual([weekly]);
    expect((await runOn('2027-03-20')).executed).toEqual([]);
    expect((await runOn('2027-03-22')).executed).toEqual([weekly]);
    expect(await statusOf(weekly)).toBe('PDNG');
    expect((await runOn('2027-03-24')).executed).toEqual([]);
    expect(await statusOf(weekly)).toBe('ACSC');
    expect(await debitsOf(weekly, debtor.resourceId)).toEqual([
      { executionDate: '2027-03-13', bookingDate: '2027-03-15', amount: -500n },
      { executionDate: '2027-03-20', bookingDate: '2027-03-22', amount: -500n },
    ]);
    expect(await balancesOf(creditor.resourceId)).toEqual({ closingBooked: 1_000n, expected: 1_000n });
  });

  it('retry an execution short of funds during its day, miss it after the last run, and go on at the next date', async () => {
    const { sandbox, debtor, insertOrder, runOn } = await debtorWithOrders(300);
    const daily = await insertOrder(200, { startDate: '2027-03-15', frequency: 'Daily' });
    expect((await runOn('2027-03-15')).executed).toEqual([daily]);
    expect(await runOn('2027-03-16')).toEqual({ executed: [], retried: [daily], rejected: [] });
    expect(await db.payment.findUniqueOrThrow({ where: { id: daily } })).toMatchObject({
      status: 'PDNG',
      fundsAvailable: false,
    });
    expect(await runOn('2027-03-16', true)).toEqual({ executed: [], retried: [], rejected: [daily] });
    await sandbox.setBalances(debtor, 1_000);
    expect((await runOn('2027-03-17')).executed).toEqual([daily]);
    expect(await debitedDatesOf(daily, debtor.resourceId)).toEqual(['2027-03-15', '2027-03-17']);
    expect(await db.payment.findUniqueOrThrow({ where: { id: daily } })).toMatchObject({
      status: 'PDNG',
      fundsAvailable: true,
    });
  });

  it('wait for approval: a periodic payment not yet PDNG is never executed', async () => {
    const { debtor, insertOrder, runOn } = await debtorWithOrders(10_000);
    const received = await insertOrder(100, { startDate: '2027-03-15', frequency: 'Daily' }, 'RCVD');
    expect((await runOn('2027-03-15')).executed).toEqual([]);
    expect(await debitsOf(received, debtor.resourceId)).toEqual([]);
  });

  it('are never executed as one payment, whatever their status says: only their own dates pay them', async () => {
    const { debtor, insertOrder } = await debtorWithOrders(10_000);
    const periodic = { startDate: '2027-05-01', frequency: 'Monthly', dayOfExecution: '1' };
    // ACTC is what an approval of an instant product once left a periodic payment in; PDNG is its approved status.
    for (const status of ['ACTC', 'PDNG', 'ACCP'] as const) {
      const paymentId = await insertOrder(1_000, periodic, status);
      expect(
        await executePayment({
          paymentId,
          day: '2027-03-01',
          now: new Date('2027-03-01T11:00:00Z'),
          isLastRunOfDay: false,
        }),
      ).toBe('skipped');
      expect(await statusOf(paymentId)).toBe(status);
      expect(await debitsOf(paymentId, debtor.resourceId)).toEqual([]);
    }
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 10_000n, expected: 10_000n });
  });

  it("pay no date before the first one their approval committed to: an order approved after its first date, or after that day's last run", async () => {
    const { debtor, insertOrder, runOn } = await debtorWithOrders(10_000);
    // Daily from the 15th, approved on the 16th after the day's last run: the approval found the 16th past the batch's
    // reach and showed the 17th as the first payment (D23). A run that still meets the 15th or the 16th (a slot caught
    // up after downtime, an extra run of the sandbox) pays neither.
    const late = await insertOrder(100, {
      startDate: '2027-03-15',
      frequency: 'Daily',
      firstPaymentDate: '2027-03-17',
    });
    expect(await runOn('2027-03-15', true)).toEqual(nothing);
    expect(await runOn('2027-03-16')).toEqual(nothing);
    expect(await runOn('2027-03-17')).toEqual({ executed: [late], retried: [], rejected: [] });
    expect(await runOn('2027-03-18')).toEqual({ executed: [late], retried: [], rejected: [] });
    expect(await debitedDatesOf(late, debtor.resourceId)).toEqual(['2027-03-17', '2027-03-18']);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_800n, expected: 9_800n });
  });

  it('pay a weekend date moved onto a day still reached: the first approved date is the scheduled one, not its execution day', async () => {
    const { debtor, insertOrder, runOn } = await debtorWithOrders(10_000);
    // Monthly on Saturday 13 March 2027, following: executed Monday 15th. Approved on Sunday 14th, it still pays then.
    const moved = await insertOrder(100, {
      startDate: '2027-03-13',
      frequency: 'Monthly',
      executionRule: 'following',
      firstPaymentDate: '2027-03-13',
    });
    expect((await runOn('2027-03-15')).executed).toEqual([moved]);
    expect(await debitedDatesOf(moved, debtor.resourceId)).toEqual(['2027-03-13']);
  });
});
