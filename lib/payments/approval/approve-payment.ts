import { runTransaction } from '@/lib/database/after-commit';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ApprovalPageInput } from '@/lib/payments/approval/approval-page-input';
import { checkApprovalChoice } from '@/lib/payments/approval/approval-code';
import { approvedPaymentStatus } from '@/lib/payments/approval/approved-payment-status';
import { interruptedApprovalOutcome } from '@/lib/payments/approval/interrupted-approval-outcome';
import { findPaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import { isExecutedAtApproval } from '@/lib/payments/approval/instant-payment-products';
import { listDebtorAccounts } from '@/lib/payments/approval/list-debtor-accounts';
import { namedDebtorAccount } from '@/lib/payments/approval/named-debtor-account';
import { paymentExecutionAdapter } from '@/lib/payments/execution/payment-execution-adapter';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import { finaliseSca, ScaOutOfStep } from '@/lib/sca/finalise-sca';
import { refuseSca } from '@/lib/sca/refuse-sca';
import { scaDecision } from '@/lib/sca/sca-decision';

/** Why an approval was not taken; the page says so and the PSU may try again or cancel. */
export const paymentApprovalErrors = [
  'choose-account',
  'changed',
  'over-limit',
  'same-approver',
  'not-waiting',
  'busy',
] as const;

export type PaymentApprovalError = (typeof paymentApprovalErrors)[number];

export type PaymentApprovalOutcome =
  /** Approved in full: PDNG; an instant payment is then executed at once (D23). */
  | { kind: 'approved' }
  /** Registered (corporate): PATC, waiting for an approver whose limit covers the amount. */
  | { kind: 'registered' }
  | { kind: 'retry'; error: PaymentApprovalError }
  /** The TPP named a debtor account the PSU may not pay from, or every date of a standing order passed: the SCA failed. */
  | { kind: 'failed' }
  | { kind: 'out-of-step' };

/** The page's input with the choice the PSU posted (an account and its approval code). */
export type ApprovePaymentInput = ApprovalPageInput & { choice: string | null };

/**
 * The PSU approves a payment (D23): under its row lock, the choice's code must match the payment as it is now and the
 * PSU's authority decides the new status (approvedPaymentStatus); an instant payment is executed after the commit.
 */
export async function approvePayment(input: ApprovePaymentInput): Promise<PaymentApprovalOutcome> {
  const { flow, now } = input;
  const decision = scaDecision(flow, 'PAYMENT');
  if (!decision) return { kind: 'out-of-step' };
  const { customerId, context, subjectId: paymentId } = decision;
  try {
    const approval = await runTransaction(async (client) => {
      await client.$queryRaw`SELECT id FROM "Payment" WHERE id = ${paymentId} FOR UPDATE`;
      const payment = await findPaymentToApprove(paymentId, now, client);
      if (!payment || payment.tppId !== flow.tppId) throw new ScaOutOfStep();
      if (payment.status !== 'RCVD' && payment.status !== 'PATC')
        return { kind: 'retry', error: 'not-waiting' } as const;
      const refuse = async () => {
        await refuseSca({ flow, now }, client);
        return { kind: 'failed' } as const;
      };
      // D23, D24: a standing order none of whose dates a batch run can still pay would be approved for nothing. It can
      // never pay, so it is rejected even when registered (PATC), which a second approver's Cancel leaves waiting.
      if (payment.schedule && payment.schedule.firstPaymentDate === null) {
        if (payment.status === 'PATC') await movePaymentStatus({ paymentId, from: 'PATC', to: 'RJCT', now }, client);
        return refuse();
      }
      const accounts = await listDebtorAccounts(
        {
          tppId: flow.tppId,
          customerId,
          context,
          agreementId: flow.agreementId,
          currency: payment.currency,
          creditorAccounts: payment.instructions.map((instruction) => instruction.creditorAccount),
        },
        client,
      );
      const named = namedDebtorAccount(payment, accounts);
      if (named.kind === 'not-allowed') return refuse();
      if (!input.choice) return { kind: 'retry', error: 'choose-account' } as const;
      const account = checkApprovalChoice({ key: input.approvalKey, payment, choice: input.choice, accounts });
      if (!account || (named.kind === 'allowed' && named.account.id !== account.id))
        return { kind: 'retry', error: 'changed' } as const;
      const to = approvedPaymentStatus({ authority: account.authority, payment });
      if (to === 'over-limit') return { kind: 'retry', error: 'over-limit' } as const;
      if (payment.status === 'PATC' && (await hasApprovedBefore({ paymentId, customerId }, client)))
        return { kind: 'retry', error: 'same-approver' } as const;
      await finaliseSca({ flow: { ...flow, customerId }, now }, client);
      // D24: the batch pays no date of the schedule before the first one this approval showed and was bound to.
      const firstPaymentDate = payment.schedule?.firstPaymentDate ? dayToDate(payment.schedule.firstPaymentDate) : null;
      const data = {
        debtorAccountId: account.id,
        debtorIban: account.iban,
        debtorBban: account.bban,
        debtorCurrency: account.currency,
        firstPaymentDate,
      };
      if (!(await movePaymentStatus({ paymentId, from: payment.status, to, data, now }, client)))
        throw new ScaOutOfStep();
      if (to !== 'PATC') await paymentExecutionAdapter().approved({ paymentId, now }, client);
      return {
        kind: to === 'PATC' ? 'registered' : 'approved',
        instantExecutionDate:
          to === 'PDNG' && isExecutedAtApproval(payment) ? payment.requestedExecutionDate : undefined,
      } as const;
    });
    if (approval.kind === 'approved' && approval.instantExecutionDate !== undefined) {
      await paymentExecutionAdapter().executeInstant({
        paymentId,
        requestedExecutionDate: approval.instantExecutionDate,
        now,
      });
    }
    return approval.kind === 'approved' || approval.kind === 'registered' ? { kind: approval.kind } : approval;
  } catch (error) {
    return interruptedApprovalOutcome(error);
  }
}

/**
 * Corporate (D23): the PSU who registered a payment cannot also be its second approver, whether they registered it on
 * its own SCA or on the SCA of the signing basket that holds it (D25).
 */
async function hasApprovedBefore(
  input: { paymentId: string; customerId: string },
  client: Prisma.TransactionClient,
): Promise<boolean> {
  const approvals = await client.authorisation.count({
    where: {
      scaStatus: 'FINALISED',
      customerId: input.customerId,
      OR: [
        { kind: 'PAYMENT', paymentId: input.paymentId },
        { kind: 'SIGNING_BASKET', basket: { payments: { some: { id: input.paymentId } } } },
      ],
    },
  });
  return approvals > 0;
}
