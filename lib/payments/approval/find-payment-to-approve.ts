import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PaymentService, TransactionStatus } from '@/lib/generated/prisma/enums';
import { env } from '@/lib/env';
import {
  isExecutionDatePassed,
  scheduleAtApproval,
  type ScheduleAtApproval,
} from '@/lib/payments/approval/dates-at-approval';
import { paymentFeeTable } from '@/lib/payments/payment-fees';
import { resolvePaymentProduct } from '@/lib/payments/payment-products';

/** One credit transfer as the PSU sees it on the approval page, with the options the TPP chose for it (D22). */
export type InstructionToApprove = {
  amount: bigint;
  currency: string;
  creditorName: string;
  creditorAccount: string;
  serviceLevel: string | null;
  regulatoryReportingCode: string | null;
  regulatoryReportingInformation: string | null;
  /** remittanceInformationUnstructured: the message the TPP sent for the payee. */
  message: string | null;
  /** The structured references the TPP sent (a Norwegian KID among them), as sent. */
  references: string[];
};

/** The schedule of a periodic payment (Berlin Group PeriodicPaymentInitiation fields) as an approval now would pay it. */
export type PaymentSchedule = ScheduleAtApproval & {
  frequency: string;
  /** What the payments an approval now makes come to (paymentCount times the amount); null: until cancelled. */
  total: bigint | null;
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
  /** The requestedExecutionDate passed before this approval: executed as soon as possible (D23). */
  isExecutionDatePassed: boolean;
  schedule: PaymentSchedule | null;
  /** D22: the fee of the product's fee table, as the creation answer gave it (minor units); null: the price list's. */
  fee: bigint | null;
};

const isoDate = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

/** The payment as an approval at `now` would carry it out: its dates are those the batch can still reach (D23, D24). */
export async function findPaymentToApprove(
  paymentId: string,
  now: Date,
  client: Prisma.TransactionClient = db,
): Promise<PaymentToApprove | null> {
  const payment = await client.payment.findUnique({
    where: { id: paymentId },
    include: { instructions: { orderBy: { position: 'asc' } } },
  });
  if (!payment) return null;
  const startDate = isoDate(payment.startDate);
  const schedule =
    payment.service === 'periodic_payments' && payment.frequency && startDate
      ? scheduleOf({ ...payment, frequency: payment.frequency, startDate }, now, payment.totalAmount)
      : null;
  const requestedExecutionDate = isoDate(payment.requestedExecutionDate);
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
      serviceLevel: instruction.serviceLevel,
      regulatoryReportingCode: instruction.regulatoryReportingCode,
      regulatoryReportingInformation: instruction.regulatoryReportingInformation,
      message: instruction.remittanceInformationUnstructured,
      references: referencesOf(instruction.remittanceInformationStructured),
    })),
    debtorAccountId: payment.debtorAccountId,
    debtorIban: payment.debtorIban,
    debtorBban: payment.debtorBban,
    requestedExecutionDate,
    isExecutionDatePassed: isExecutionDatePassed(
      { product: payment.product, requestedExecutionDate },
      { now, batchTimes: env.XS2A_BATCH_TIMES },
    ),
    schedule,
    fee: feeOf(payment.product, payment.instructions.length),
  };
}

// D22: as paymentCreatedResult charges it, one table fee per payment of the product (a bulk's entries each).
function feeOf(product: string, count: number): bigint | null {
  const resolved = resolvePaymentProduct(product);
  const fee = resolved ? paymentFeeTable[resolved] : null;
  return fee === null ? null : fee * BigInt(count);
}

// Stored as an array of Berlin Group RemittanceInformationStructured objects (create-payment).
function referencesOf(stored: Prisma.JsonValue | null): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) =>
    entry && typeof entry === 'object' && !Array.isArray(entry) && typeof entry.reference === 'string'
      ? [entry.reference]
      : [],
  );
}

function scheduleOf(
  payment: {
    frequency: string;
    startDate: string;
    endDate: Date | null;
    dayOfExecution: string | null;
    executionRule: string | null;
    monthsOfExecution: string[];
  },
  now: Date,
  amount: bigint,
): PaymentSchedule {
  const planned = {
    frequency: payment.frequency,
    startDate: payment.startDate,
    endDate: isoDate(payment.endDate),
    dayOfExecution: payment.dayOfExecution,
    executionRule: payment.executionRule,
    monthsOfExecution: payment.monthsOfExecution,
  };
  const schedule = scheduleAtApproval(planned, { now, batchTimes: env.XS2A_BATCH_TIMES });
  const total = schedule.paymentCount === null ? null : amount * BigInt(schedule.paymentCount);
  return { ...schedule, frequency: payment.frequency, total };
}
