import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { formatAmount } from '@/lib/money/amount';
import { paymentServiceSegment } from '@/lib/payments/payment-products';
import { loadSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import { dateToDay } from '@/lib/sandbox/shared/calendar';

// The newest payments of one account are what an editor shows; the sandbox's room limits keep a TPP below this anyway.
const maxPayments = 1000;

/** One payment of the list: the payment API's names and its Amount (a decimal string, D7), the first creditor's name. */
export type SandboxPaymentView = {
  paymentId: string;
  paymentService: string;
  paymentProduct: string;
  transactionStatus: TransactionStatus;
  fundsAvailable: boolean | null;
  instructedAmount: { currency: string; amount: string };
  creditorName: string | null;
  numberOfTransactions: number;
  requestedExecutionDate: string | null;
  startDate: string | null;
  endDate: string | null;
  frequency: string | null;
  createdAt: string;
  statusChangedAt: string;
};

export type ListAccountPaymentsInput = { tppId: string; accountId: string };

/**
 * GET /v1/sandbox/accounts/{mockAccountId}/payments: this TPP's payments from the account (chosen at SCA, or named by
 * the TPP before it), newest first, at most 1000; an unknown account is 404.
 */
export async function listAccountPayments(
  input: ListAccountPaymentsInput,
): Promise<{ payments: SandboxPaymentView[] }> {
  const account = await loadSandboxAccountOrThrow(input);
  // Before the PSU's SCA a payment names its debtor only by the IBAN or BBAN the TPP sent (D22).
  const named = [{ debtorIban: account.iban }, ...(account.bban ? [{ debtorBban: account.bban }] : [])];
  const payments = await db.payment.findMany({
    where: {
      tppId: input.tppId,
      OR: [{ debtorAccountId: account.id }, { debtorAccountId: null, OR: named }],
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: maxPayments,
    include: {
      instructions: { orderBy: { position: 'asc' }, take: 1, select: { creditorName: true } },
      _count: { select: { instructions: true } },
    },
  });
  return {
    payments: payments.map((payment) => ({
      paymentId: payment.id,
      paymentService: paymentServiceSegment(payment.service),
      paymentProduct: payment.product,
      transactionStatus: payment.status,
      fundsAvailable: payment.fundsAvailable,
      instructedAmount: { currency: payment.currency, amount: formatAmount(payment.totalAmount, payment.currency) },
      creditorName: payment.instructions[0]?.creditorName ?? null,
      numberOfTransactions: payment._count.instructions,
      requestedExecutionDate: payment.requestedExecutionDate ? dateToDay(payment.requestedExecutionDate) : null,
      startDate: payment.startDate ? dateToDay(payment.startDate) : null,
      endDate: payment.endDate ? dateToDay(payment.endDate) : null,
      frequency: payment.frequency,
      createdAt: formatBankDateTime(payment.createdAt),
      statusChangedAt: formatBankDateTime(payment.statusChangedAt),
    })),
  };
}
