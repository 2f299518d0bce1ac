import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { isInstantPaymentProduct } from '@/lib/payments/approval/instant-payment-products';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { availableFunds } from './available-funds';
import { bookingRows } from './booking-rows';
import { lockPaymentAccounts } from './lock-payment-accounts';
import { moveBalances } from './move-balances';
import { PaymentMovedMeanwhile } from './payment-moved-meanwhile';

/**
 * What one execution did; 'retried' is a payment short of funds left PDNG for a later run, 'completed' a periodic
 * payment past its endDate, 'skipped' nothing at all.
 */
export type BatchOutcome = 'executed' | 'retried' | 'rejected' | 'completed' | 'skipped';

/**
 * The statuses the batch executes from (D8, D24): approved (PDNG), including a payment short of funds in an earlier run
 * and an instant payment whose execution at approval did not complete (D23).
 */
export const executableStatuses: readonly TransactionStatus[] = ['PDNG'];

// Executions of one account queue on its lock: a long queue (many payments from one account at once) waits its turn
// instead of failing after Prisma's default two seconds.
const queueing = { maxWait: 60_000, timeout: 60_000 };

export type ExecutePaymentInput = {
  paymentId: string;
  day: string;
  now: Date;
  isLastRunOfDay: boolean;
};

/**
 * D24: executes one due payment in one transaction with its accounts locked: ACSC or ACCC when funded; short of funds,
 * ACCP with fundsAvailable=false in the day's last run or when instant, else unchanged; RJCT when it cannot be executed.
 */
export async function executePayment(input: ExecutePaymentInput): Promise<BatchOutcome> {
  const { paymentId, day, now } = input;
  try {
    return await db.$transaction(async (tx) => {
      const payment = await tx.payment.findUnique({
        where: { id: paymentId },
        include: { instructions: { orderBy: { position: 'asc' } } },
      });
      // A periodic payment is paid only on its own dates (executePeriodicPayment), never at once, whatever its status.
      if (!payment || payment.service === 'periodic_payments' || !executableStatuses.includes(payment.status))
        return 'skipped';
      const debtorAccountId = payment.debtorAccountId;
      const creditors = await lockPaymentAccounts(tx, {
        tppId: payment.tppId,
        debtorAccountId,
        instructions: payment.instructions,
      });
      const current = await tx.payment.findUnique({ where: { id: paymentId }, select: { status: true } });
      if (!current || !executableStatuses.includes(current.status)) return 'skipped';
      const move = async (to: TransactionStatus, fundsAvailable?: boolean) => {
        const data = fundsAvailable === undefined ? undefined : { fundsAvailable };
        if (!(await movePaymentStatus({ paymentId, from: current.status, to, now, ...(data ? { data } : {}) }, tx)))
          throw new PaymentMovedMeanwhile();
      };
      const debtor = debtorAccountId
        ? await tx.account.findFirst({
            where: { id: debtorAccountId, tppId: payment.tppId, status: 'enabled' },
            include: { owner: { select: { customerName: true } } },
          })
        : null;
      const total = payment.instructions.reduce((sum, instruction) => sum + instruction.amount, 0n);
      if (
        !debtor ||
        total <= 0n ||
        payment.instructions.some((instruction) => instruction.currency !== debtor.currency)
      ) {
        await move('RJCT');
        return 'rejected';
      }
      const balances = await tx.balance.findMany({
        where: { accountId: debtor.id },
        select: { balanceType: true, amount: true },
      });
      if (availableFunds(balances) < total) {
        // D24: ACCP is final ("rejected for lack of funds", spec): before the day's last run nothing is written, so no
        // read shows a rejection while later runs may still pay it.
        if (!input.isLastRunOfDay && !isInstantPaymentProduct(payment.product)) return 'retried';
        await move('ACCP', false);
        return 'rejected';
      }
      const rows = bookingRows({
        tppId: payment.tppId,
        paymentId,
        day,
        instructions: payment.instructions,
        creditors,
        debtor: { id: debtor.id, iban: debtor.iban, bban: debtor.bban, ownerName: debtor.owner.customerName },
        isBatchBooking: payment.service === 'bulk_payments' && payment.batchBookingPreferred === true,
        createId: newId,
      });
      await tx.transaction.createMany({ data: rows });
      await moveBalances(tx, { tppId: payment.tppId, rows, day, now });
      await move(creditors.size === payment.instructions.length ? 'ACCC' : 'ACSC', true);
      return 'executed';
    }, queueing);
  } catch (error) {
    if (error instanceof PaymentMovedMeanwhile) return 'skipped';
    throw error;
  }
}
