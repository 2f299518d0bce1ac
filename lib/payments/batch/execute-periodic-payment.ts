import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { addDays, dateToDay, dayToDate } from '@/lib/sandbox/shared/calendar';
import { availableFunds } from './available-funds';
import { bookingRows } from './booking-rows';
import type { BatchOutcome } from './execute-payment';
import { lockPaymentAccounts } from './lock-payment-accounts';
import { moveBalances } from './move-balances';
import { PaymentMovedMeanwhile } from './payment-moved-meanwhile';
import { isHeldOn, type HoldSpan } from './held-execution-day';
import { executionDayOf, periodicExecutionDates } from './periodic-execution-dates';

// As in executePayment: executions of one account queue on its lock.
const queueing = { maxWait: 60_000, timeout: 60_000 };

export type ExecutePeriodicPaymentInput = {
  paymentId: string;
  day: string;
  catchUpFrom: string;
  now: Date;
  isLastRunOfDay: boolean;
};

/**
 * Spec 6, D24: pays a PDNG periodic payment's executions due on `day` or caught up from `catchUpFrom`, oldest first,
 * each booked once, in one transaction with the accounts locked; ACSC once its last date is before `catchUpFrom`.
 */
export async function executePeriodicPayment(input: ExecutePeriodicPaymentInput): Promise<BatchOutcome> {
  const { paymentId, day, catchUpFrom, now } = input;
  try {
    return await db.$transaction(async (tx) => {
      const payment = await tx.payment.findUnique({
        where: { id: paymentId },
        include: { instructions: { orderBy: { position: 'asc' } } },
      });
      if (!payment || payment.status !== 'PDNG' || !payment.startDate) return 'skipped';
      // Complete once even an execution moved two days on (executionRule following) is before the run's reach.
      if (payment.endDate && addDays(dateToDay(payment.endDate), 2) < catchUpFrom) {
        return (await movePaymentStatus({ paymentId, from: 'PDNG', to: 'ACSC', now }, tx)) ? 'completed' : 'skipped';
      }
      // D23: dates before the first one the PSU approved had passed the batch's reach at the approval; none is paid.
      const firstApproved = payment.firstPaymentDate ? dateToDay(payment.firstPaymentDate) : '';
      // D24: a caught-up day the bank held the order on is not paid (only a run that catches up reads the holds); a
      // hold begins on the day it is set, so none that starts while this runs reaches a day before `day`.
      const holds = catchUpFrom < day ? await findHoldsBefore(tx, { paymentId, day }) : [];
      const scheduled = periodicExecutionDates(
        {
          ...payment,
          startDate: dateToDay(payment.startDate),
          endDate: payment.endDate ? dateToDay(payment.endDate) : null,
        },
        day,
        catchUpFrom,
      ).filter((date) => date >= firstApproved && !isHeldOn(holds, executionDayOf(date, payment.executionRule), day));
      if (scheduled.length === 0) return 'skipped';
      const reject = async () =>
        (await movePaymentStatus({ paymentId, from: 'PDNG', to: 'RJCT', now }, tx)) ? 'rejected' : 'skipped';
      const debtorAccountId = payment.debtorAccountId;
      if (!debtorAccountId) return reject();
      const creditors = await lockPaymentAccounts(tx, {
        tppId: payment.tppId,
        debtorAccountId,
        instructions: payment.instructions,
      });
      const current = await tx.payment.findUnique({ where: { id: paymentId }, select: { status: true } });
      if (current?.status !== 'PDNG') return 'skipped';
      const done = await tx.transaction.findMany({
        where: { paymentId, accountId: debtorAccountId, transactionDate: { in: scheduled.map(dayToDate) } },
        select: { transactionDate: true },
      });
      const booked = new Set(done.map((entry) => (entry.transactionDate ? dateToDay(entry.transactionDate) : '')));
      const pending = scheduled.filter((date) => !booked.has(date));
      if (pending.length === 0) return 'skipped';
      const debtor = await tx.account.findFirst({
        where: { id: debtorAccountId, tppId: payment.tppId, status: 'enabled' },
        include: { owner: { select: { customerName: true } } },
      });
      const total = payment.instructions.reduce((sum, instruction) => sum + instruction.amount, 0n);
      if (
        !debtor ||
        total <= 0n ||
        payment.instructions.some((instruction) => instruction.currency !== debtor.currency)
      ) {
        return reject();
      }
      let available = availableFunds(
        await tx.balance.findMany({ where: { accountId: debtor.id }, select: { balanceType: true, amount: true } }),
      );
      let executed = 0;
      for (const executionDate of pending) {
        if (available < total) break;
        const rows = bookingRows({
          tppId: payment.tppId,
          paymentId,
          day,
          executionDate,
          instructions: payment.instructions,
          creditors,
          isBatchBooking: false,
          createId: newId,
          debtor: { id: debtor.id, iban: debtor.iban, bban: debtor.bban, ownerName: debtor.owner.customerName },
        });
        await tx.transaction.createMany({ data: rows });
        await moveBalances(tx, { tppId: payment.tppId, rows, day, now });
        available -= total;
        executed += 1;
      }
      const isShort = executed < pending.length;
      // Held or stopped by the bank at the same moment (the status write does not lock accounts): nothing is booked.
      const still = await tx.payment.updateMany({
        where: { id: paymentId, status: 'PDNG' },
        data: { fundsAvailable: !isShort },
      });
      if (still.count !== 1) throw new PaymentMovedMeanwhile();
      if (!isShort) return 'executed';
      return input.isLastRunOfDay ? 'rejected' : 'retried';
    }, queueing);
  } catch (error) {
    if (error instanceof PaymentMovedMeanwhile) return 'skipped';
    throw error;
  }
}

async function findHoldsBefore(
  tx: Prisma.TransactionClient,
  input: { paymentId: string; day: string },
): Promise<HoldSpan[]> {
  const holds = await tx.paymentHold.findMany({
    where: { paymentId: input.paymentId, firstDay: { lt: dayToDate(input.day) } },
    select: { firstDay: true, lastDay: true },
  });
  return holds.map((hold) => ({
    firstDay: dateToDay(hold.firstDay),
    lastDay: hold.lastDay ? dateToDay(hold.lastDay) : null,
  }));
}
