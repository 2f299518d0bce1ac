import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { runBatchOnDemand } from '@/lib/payments/batch/run-batch-on-demand';
import { latestDueSlot } from '@/lib/payments/batch/batch-slots';
import { finishBatchRun } from '@/lib/payments/batch/finish-batch-run';
import { runDueBatchSlot } from '@/lib/payments/batch/run-due-batch-slot';
import { setPaymentHoldStatus } from '@/lib/payments/batch/set-payment-hold-status';
import { dateToDay } from '@/lib/sandbox/shared/calendar';
import { balancesOf, debitedDatesOf, newBatchSandbox } from '@/tests/integration/support/payment-fixture-batch';

// D24: the scheduler's runs pay a standing order's dates whose day had no finished last run (the service was down),
// and only those: a date the day's last run found short of funds stays missed. Each slot is run as the launcher's
// scheduler runs it (runDueBatchSlot: the BatchRun row, every TPP's sandbox), on days in the winter of 2031, when Oslo is
// UTC+1: the 06:00 slot is 05:00 UTC, the 18:00 slot (the day's last) 17:00 UTC. The runs meet other tests' payments
// too, so only this test's payment is looked at.

const times = ['06:00', '18:00'];
const morning = (day: string) => `${day}T05:30:00.000Z`;
const evening = (day: string) => `${day}T17:30:00.000Z`;

/** Runs the slot due at `now` (which must not have run) and says what it did with `paymentId`. */
async function slotAt(now: string, paymentId: string, configured: readonly string[] = times): Promise<string> {
  const run = await runDueBatchSlot({ now: new Date(now), times: configured });
  if (!run) throw new Error(`no slot ran at ${now}`);
  const outcome = (['executed', 'retried', 'rejected'] as const).find((list) => run.report[list].includes(paymentId));
  return outcome ?? 'nothing';
}

const debitsOf = async (paymentId: string, accountId: string) =>
  (await db.transaction.findMany({ where: { paymentId, accountId }, orderBy: { transactionDate: 'asc' } })).map(
    (entry) => ({
      executionDate: entry.transactionDate && dateToDay(entry.transactionDate),
      bookingDate: entry.bookingDate && dateToDay(entry.bookingDate),
    }),
  );
const statusOf = async (id: string) => (await db.payment.findUniqueOrThrow({ where: { id } })).status;

type StandingOrder = { frequency: 'Daily' | 'Weekly'; startDate: string; endDate?: string; amount: number };

/** A batch sandbox's account holding `balance`, and `insertOrder` for its approved standing orders (D23: the first
 * payment date is the start date). */
async function debtorWithOrders(balance: number) {
  const sandbox = await newBatchSandbox();
  const debtor = await sandbox.account(balance);
  const insertOrder = ({ frequency, startDate, endDate, amount }: StandingOrder) =>
    sandbox.insertPayment({
      debtor,
      instructions: [{ amount }],
      periodic: { startDate, endDate, frequency, firstPaymentDate: startDate },
    });
  return { sandbox, debtor, insertOrder };
}

afterAll(async () => {
  // These slots lie in the future: the launcher's test looks for a run finished in the last minutes.
  await db.batchRun.deleteMany({
    where: { scheduledFor: { gte: new Date('2031-01-01T00:00:00Z'), lt: new Date('2032-01-01T00:00:00Z') } },
  });
  await db.batchClosedDay.deleteMany({
    where: { day: { gte: new Date('2031-01-01T00:00:00Z'), lt: new Date('2032-01-01T00:00:00Z') } },
  });
});

describe('the scheduled batch after downtime', () => {
  it('pays the dates of the days it was down at the next start, each once, booked that day with its own date', async () => {
    const { debtor, insertOrder } = await debtorWithOrders(10_000);
    // Daily from Thursday 2 January 2031; the service is down from Thursday evening to Monday morning.
    const daily = await insertOrder({ frequency: 'Daily', startDate: '2031-01-02', amount: 100 });
    expect(await slotAt(evening('2031-01-02'), daily)).toBe('executed');
    expect(await slotAt(morning('2031-01-06'), daily)).toBe('executed');
    expect(await slotAt(evening('2031-01-06'), daily)).toBe('nothing');
    expect(await debitsOf(daily, debtor.resourceId)).toEqual([
      { executionDate: '2031-01-02', bookingDate: '2031-01-02' },
      { executionDate: '2031-01-03', bookingDate: '2031-01-06' },
      { executionDate: '2031-01-04', bookingDate: '2031-01-06' },
      { executionDate: '2031-01-05', bookingDate: '2031-01-06' },
      { executionDate: '2031-01-06', bookingDate: '2031-01-06' },
    ]);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_500n, expected: 9_500n });
    expect(await statusOf(daily)).toBe('PDNG');
  });

  it("leaves missed a date its day's last run found short of funds, and pays one whose day never had its last run", async () => {
    const { sandbox, debtor, insertOrder } = await debtorWithOrders(150);
    // Daily from Monday 3 February 2031: the 4th is short all day, the 5th short at 06:00, then down until the 6th.
    const daily = await insertOrder({ frequency: 'Daily', startDate: '2031-02-03', amount: 100 });
    expect(await slotAt(evening('2031-02-03'), daily)).toBe('executed');
    expect(await slotAt(morning('2031-02-04'), daily)).toBe('retried');
    expect(await slotAt(evening('2031-02-04'), daily)).toBe('rejected');
    expect(await slotAt(morning('2031-02-05'), daily)).toBe('retried');
    await sandbox.setBalances(debtor, 1_000);
    expect(await slotAt(morning('2031-02-06'), daily)).toBe('executed');
    expect(await debitedDatesOf(daily, debtor.resourceId)).toEqual(['2031-02-03', '2031-02-05', '2031-02-06']);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 800n, expected: 800n });
  });

  it('pays a last date missed while down before the standing order is complete (ACSC)', async () => {
    const { debtor, insertOrder } = await debtorWithOrders(10_000);
    // Weekly on Monday 3 and Monday 10 March 2031; down from the 3rd's evening until Thursday the 13th.
    const weekly = await insertOrder({
      frequency: 'Weekly',
      startDate: '2031-03-03',
      endDate: '2031-03-10',
      amount: 500,
    });
    expect(await slotAt(evening('2031-03-03'), weekly)).toBe('executed');
    expect(await slotAt(morning('2031-03-13'), weekly)).toBe('executed');
    expect(await statusOf(weekly)).toBe('PDNG');
    expect(await slotAt(evening('2031-03-13'), weekly)).toBe('nothing');
    expect(await slotAt(morning('2031-03-14'), weekly)).toBe('nothing');
    expect(await statusOf(weekly)).toBe('ACSC');
    expect(await debitsOf(weekly, debtor.resourceId)).toEqual([
      { executionDate: '2031-03-03', bookingDate: '2031-03-03' },
      { executionDate: '2031-03-10', bookingDate: '2031-03-13' },
    ]);
  });

  it('an on-demand run reaches the days the scheduled runs catch up, so it does not complete an order before its last date is paid', async () => {
    const { sandbox, debtor, insertOrder } = await debtorWithOrders(10_000);
    // Weekly on Monday 7 and Monday 14 April 2031; down from the 7th's evening; the TPP runs the batch on Thursday the 17th.
    const weekly = await insertOrder({
      frequency: 'Weekly',
      startDate: '2031-04-07',
      endDate: '2031-04-14',
      amount: 500,
    });
    expect(await slotAt(evening('2031-04-07'), weekly)).toBe('executed');
    expect(
      await runBatchOnDemand({
        tppId: sandbox.tppId,
        now: new Date('2031-04-17T11:00:00Z'),
        isLastRunOfDay: false,
        times,
      }),
    ).toEqual({ executed: [weekly], retried: [], rejected: [] });
    expect(await statusOf(weekly)).toBe('PDNG');
    expect(await debitsOf(weekly, debtor.resourceId)).toEqual([
      { executionDate: '2031-04-07', bookingDate: '2031-04-07' },
      { executionDate: '2031-04-14', bookingDate: '2031-04-17' },
    ]);
  });

  it("without scheduled runs (off) an on-demand run pays only its own day: the tester's runs decide the days", async () => {
    const { sandbox, debtor, insertOrder } = await debtorWithOrders(10_000);
    const daily = await insertOrder({ frequency: 'Daily', startDate: '2031-05-05', amount: 100 });
    const onDemand = (day: string) =>
      runBatchOnDemand({ tppId: sandbox.tppId, now: new Date(`${day}T11:00:00Z`), isLastRunOfDay: false, times: [] });
    expect(await onDemand('2031-05-05')).toEqual({ executed: [daily], retried: [], rejected: [] });
    expect(await onDemand('2031-05-07')).toEqual({ executed: [daily], retried: [], rejected: [] });
    expect(await debitedDatesOf(daily, debtor.resourceId)).toEqual(['2031-05-05', '2031-05-07']);
  });

  it('pays no date of a day the bank held the order on, though the days were never closed; a stopped order pays none', async () => {
    const { sandbox, debtor, insertOrder } = await debtorWithOrders(10_000);
    const bank = (paymentId: string, status: 'onHold' | 'released' | 'stopped', now: string) =>
      setPaymentHoldStatus({ tppId: sandbox.tppId, paymentId, status, now: new Date(now) });
    // Daily from Monday 3 November 2031; down from the 3rd's evening until Friday the 7th. Meanwhile the bank holds
    // one order on Tuesday the 4th and releases it on Wednesday the 5th, and holds the other on the 4th and stops it.
    const order: StandingOrder = { frequency: 'Daily', startDate: '2031-11-03', amount: 100 };
    const released = await insertOrder(order);
    const stopped = await insertOrder(order);
    expect(await slotAt(evening('2031-11-03'), released)).toBe('executed');
    await bank(released, 'onHold', '2031-11-04T09:00:00Z');
    await bank(stopped, 'onHold', '2031-11-04T09:00:00Z');
    await bank(released, 'released', '2031-11-05T09:00:00Z');
    await bank(stopped, 'stopped', '2031-11-05T09:00:00Z');
    expect(await slotAt(morning('2031-11-07'), released)).toBe('executed');
    // The 4th (the hold began) and the 5th (it ended) were held; the 6th and the 7th were not.
    expect(await debitsOf(released, debtor.resourceId)).toEqual([
      { executionDate: '2031-11-03', bookingDate: '2031-11-03' },
      { executionDate: '2031-11-06', bookingDate: '2031-11-07' },
      { executionDate: '2031-11-07', bookingDate: '2031-11-07' },
    ]);
    expect(await debitedDatesOf(stopped, debtor.resourceId)).toEqual(['2031-11-03']);
    expect(await statusOf(stopped)).toBe('RJCT');
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_600n, expected: 9_600n });
    expect(
      await db.paymentHold.findMany({
        where: { paymentId: { in: [released, stopped] } },
        select: { firstDay: true, lastDay: true },
      }),
    ).toEqual([
      { firstDay: new Date('2031-11-04T00:00:00Z'), lastDay: new Date('2031-11-05T00:00:00Z') },
      { firstDay: new Date('2031-11-04T00:00:00Z'), lastDay: new Date('2031-11-05T00:00:00Z') },
    ]);
  });

  it('a day closed at the old last time stays closed when the last time moves later: a missed date is not paid again', async () => {
    const { sandbox, debtor, insertOrder } = await debtorWithOrders(150);
    // Daily from Monday 1 December 2031: the 2nd is short of funds all day, missed by its 18:00 run. Then the money
    // comes, and from the 3rd the day's last run is 20:00.
    const daily = await insertOrder({ frequency: 'Daily', startDate: '2031-12-01', amount: 100 });
    expect(await slotAt(evening('2031-12-01'), daily)).toBe('executed');
    expect(await slotAt(morning('2031-12-02'), daily)).toBe('retried');
    expect(await slotAt(evening('2031-12-02'), daily)).toBe('rejected');
    await sandbox.setBalances(debtor, 1_000);
    expect(await slotAt(morning('2031-12-03'), daily, ['06:00', '20:00'])).toBe('executed');
    expect(await debitedDatesOf(daily, debtor.resourceId)).toEqual(['2031-12-01', '2031-12-03']);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 900n, expected: 900n });
  });

  it("a run after the day's last one (the TPP's, once the money came) does not pay a date that last run missed", async () => {
    const { sandbox, debtor, insertOrder } = await debtorWithOrders(50);
    // Daily from Monday 8 December 2031, short of funds all day; the money comes at 20:00 Oslo and the TPP runs the batch.
    const daily = await insertOrder({ frequency: 'Daily', startDate: '2031-12-08', amount: 100 });
    expect(await slotAt(morning('2031-12-08'), daily)).toBe('retried');
    expect(await slotAt(evening('2031-12-08'), daily)).toBe('rejected');
    await sandbox.setBalances(debtor, 1_000);
    expect(
      await runBatchOnDemand({
        tppId: sandbox.tppId,
        now: new Date('2031-12-08T19:00:00Z'),
        isLastRunOfDay: false,
        times,
      }),
    ).toEqual({ executed: [], retried: [], rejected: [] });
    expect(await slotAt(morning('2031-12-09'), daily)).toBe('executed');
    expect(await debitedDatesOf(daily, debtor.resourceId)).toEqual(['2031-12-09']);
    expect(await statusOf(daily)).toBe('PDNG');
  });

  it('runs at the same moment on several instances book each caught-up date once', async () => {
    const { sandbox, debtor, insertOrder } = await debtorWithOrders(10_000);
    // Daily from Monday 17 November 2031; down from the 17th's evening until Thursday the 20th, when three instances
    // look for the morning's slot while the TPP runs the batch three times.
    const daily = await insertOrder({ frequency: 'Daily', startDate: '2031-11-17', amount: 100 });
    expect(await slotAt(evening('2031-11-17'), daily)).toBe('executed');
    const now = new Date(morning('2031-11-20'));
    const runs = await Promise.all([
      ...[1, 2, 3].map(() => runDueBatchSlot({ now, times })),
      ...[1, 2, 3].map(() => runBatchOnDemand({ tppId: sandbox.tppId, now, isLastRunOfDay: false, times })),
    ]);
    expect(runs.slice(0, 3).filter((run) => run !== null)).toHaveLength(1);
    expect(await debitedDatesOf(daily, debtor.resourceId)).toEqual([
      '2031-11-17',
      '2031-11-18',
      '2031-11-19',
      '2031-11-20',
    ]);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_600n, expected: 9_600n });
  });

  it("a day's last run finished twice (taken over while the first was still going) closes the day once", async () => {
    const slot = latestDueSlot(new Date(evening('2031-11-24')), times);
    if (!slot) throw new Error('no slot');
    await db.batchRun.create({ data: { scheduledFor: slot.scheduledFor, startedAt: slot.scheduledFor } });
    await Promise.all([finishBatchRun({ slot, paymentsDone: 0 }), finishBatchRun({ slot, paymentsDone: 0 })]);
    expect(
      await db.batchClosedDay.findMany({
        where: { day: new Date('2031-11-24T00:00:00Z') },
        select: { day: true, closedBy: true },
      }),
    ).toEqual([{ day: new Date('2031-11-24T00:00:00Z'), closedBy: slot.scheduledFor }]);
  });
});
