import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PaymentService, TransactionStatus } from '@/lib/generated/prisma/enums';
import { firstScheduledDate, lastScheduledDate } from '@/lib/payments/batch/periodic-execution-dates';

/** One credit transfer as the PSU sees it on the approval page. */
export type InstructionToApprove = { amount: bigint; currency: string; creditorName: string; creditorAccount: string };

/**
 * The schedule of a periodic payment (Berlin Group PeriodicPaymentInitiation fields), with its first and last payment
 * dates as the batch reckons them (D24): startDate and endDate only bound the schedule, so they are not shown as such.
 */
export type PaymentSchedule = {
  frequency: string;
  startDate: string;
  endDate: string | null;
  dayOfExecution: string | null;
  executionRule: string | null;
  monthsOfExecution: string[];
  /** Null: no date of the frequency falls between startDate and endDate (refused at initiation, D22). */
  firstPaymentDate: string | null;
  /** Null: no endDate (until further notice), or no date at all. */
  lastPaymentDate: string | null;
};

/** A payment waiting for the PSU's approval, with everything the approval page shows and the approval is bound to. */
export type PaymentToApprove = {
  id: string;
  tppId: string;
  service: PaymentService;
  product: string;
  status: TransactionStatus;
  currency: string;
  totalAmount: bigint;
  instructions: InstructionToApprove[];
  /** The debtor account the TPP named, if it did (by id once resolved, or as sent). */
  debtorAccountId: string | null;
  debtorIban: string | null;
  debtorBban: string | null;
  /** YYYY-MM-DD; null: as soon as possible. */
  requestedExecutionDate: string | null;
  schedule: PaymentSchedule | null;
};

const isoDate = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

export async function findPaymentToApprove(paymentId: string, client: Prisma.TransactionClient = db): Promise<PaymentToApprove | null> {
  const payment = await client.payment.findUnique({ where: { id: paymentId }, include: { instructions: { orderBy: { position: 'asc' } } } });
  if (!payment) return null;
  const startDate = isoDate(payment.startDate);
  const schedule = payment.service === 'periodic_payments' && payment.frequency && startDate ? scheduleOf({ ...payment, frequency: payment.frequency, startDate }) : null;
  return {
    id: payment.id,
    tppId: payment.tppId,
    service: payment.service,
    product: payment.product,
    status: payment.status,
    currency: payment.currency,
    totalAmount: payment.totalAmount,
    instructions: payment.instructions.map((instruction) => ({
      amount: instruction.amount,
      currency: instruction.currency,
      creditorName: instruction.creditorName,
      creditorAccount: instruction.creditorIban ?? instruction.creditorBban ?? '',
    })),
    debtorAccountId: payment.debtorAccountId,
    debtorIban: payment.debtorIban,
    debtorBban: payment.debtorBban,
    requestedExecutionDate: isoDate(payment.requestedExecutionDate),
    schedule,
  };
}

function scheduleOf(payment: { frequency: string; startDate: string; endDate: Date | null; dayOfExecution: string | null; executionRule: string | null; monthsOfExecution: string[] }): PaymentSchedule {
  const planned = { frequency: payment.frequency, startDate: payment.startDate, endDate: isoDate(payment.endDate), dayOfExecution: payment.dayOfExecution, executionRule: payment.executionRule, monthsOfExecution: payment.monthsOfExecution };
  return { ...planned, firstPaymentDate: firstScheduledDate(planned), lastPaymentDate: lastScheduledDate(planned) };
}
