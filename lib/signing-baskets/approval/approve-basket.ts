import { runTransaction } from '@/lib/database/after-commit';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import type { ApprovePaymentInput } from '@/lib/payments/approval/approve-payment';
import { approvedPaymentStatus } from '@/lib/payments/approval/approved-payment-status';
import { interruptedApprovalOutcome } from '@/lib/payments/approval/interrupted-approval-outcome';
import { isExecutedAtApproval } from '@/lib/payments/approval/instant-payment-products';
import { paymentExecutionAdapter } from '@/lib/payments/execution/payment-execution-adapter';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { isBasketApprovalCode, readBasketChoice } from '@/lib/signing-baskets/approval/basket-approval-code';
import { basketDebtorAccounts } from '@/lib/signing-baskets/approval/basket-debtor-accounts';
import { findBasketToApprove } from '@/lib/signing-baskets/approval/find-basket-to-approve';
import { listBasketDebtorAccounts } from '@/lib/signing-baskets/approval/list-basket-debtor-accounts';
import { finaliseSca, ScaOutOfStep } from '@/lib/sca/finalise-sca';
import { refuseSca } from '@/lib/sca/refuse-sca';
import { scaDecision } from '@/lib/sca/sca-decision';

/** Why a basket approval was not taken; the page says so and the PSU may try again or cancel. */
export const basketApprovalErrors = ['choose-account', 'changed', 'over-limit', 'not-waiting', 'busy'] as const;

export type BasketApprovalError = (typeof basketApprovalErrors)[number];

export type BasketApprovalOutcome =
  { kind: 'approved' } | { kind: 'retry'; error: BasketApprovalError } | { kind: 'failed' } | { kind: 'out-of-step' };

/** The PSU's posted choice, as for one payment. */
export type ApproveBasketInput = ApprovePaymentInput;

/**
 * The PSU approves a signing basket (D25): under the row locks of all its payments, the code must match every RCVD
 * payment and its debtor account; each moves as D23's approval moves it, and instant ones are executed after the
 * commit.
 */
export async function approveBasket(input: ApproveBasketInput): Promise<BasketApprovalOutcome> {
  const { flow, now } = input;
  const decision = scaDecision(flow, 'SIGNING_BASKET');
  if (!decision) return { kind: 'out-of-step' };
  const { customerId, context, subjectId: basketId } = decision;
  try {
    const approval = await runTransaction(async (client) => {
      await client.$queryRaw`SELECT id FROM "Payment" WHERE "basketId" = ${basketId} ORDER BY id FOR UPDATE`;
      const basket = await findBasketToApprove(basketId, now, client);
      if (!basket || basket.tppId !== flow.tppId) throw new ScaOutOfStep();
      if (
        basket.isCancelled ||
        basket.payments.length === 0 ||
        basket.payments.some((payment) => payment.status !== 'RCVD')
      )
        return { kind: 'retry', error: 'not-waiting' } as const;
      const accounts = await listBasketDebtorAccounts(
        { tppId: flow.tppId, customerId, context, agreementId: flow.agreementId, payments: basket.payments },
        client,
      );
      const posted = readBasketChoice(input.choice);
      const debtors = basketDebtorAccounts({ payments: basket.payments, accounts, chosenId: posted?.chosenId ?? null });
      if (debtors === 'refused') {
        await refuseSca({ flow, now }, client);
        return { kind: 'failed' } as const;
      }
      if (!posted) return { kind: 'retry', error: 'choose-account' } as const;
      if (
        !isBasketApprovalCode({
          key: input.approvalKey,
          basketId,
          payments: basket.payments,
          debtors,
          code: posted.code,
        })
      )
        return { kind: 'retry', error: 'changed' } as const;
      const moves: {
        paymentId: string;
        to: TransactionStatus;
        account: NonNullable<(typeof debtors)[number]>;
        instantDate?: string | null;
      }[] = [];
      for (const [index, payment] of basket.payments.entries()) {
        const account = debtors[index];
        if (!account) return { kind: 'retry', error: 'choose-account' } as const;
        const to = approvedPaymentStatus({ authority: account.authority, payment });
        if (to === 'over-limit') return { kind: 'retry', error: 'over-limit' } as const;
        moves.push({
          paymentId: payment.id,
          to,
          account,
          instantDate: to === 'PDNG' && isExecutedAtApproval(payment) ? payment.requestedExecutionDate : undefined,
        });
      }
      await finaliseSca({ flow: { ...flow, customerId }, now }, client);
      for (const move of moves) {
        const data = {
          debtorAccountId: move.account.id,
          debtorIban: move.account.iban,
          debtorBban: move.account.bban,
          debtorCurrency: move.account.currency,
        };
        if (!(await movePaymentStatus({ paymentId: move.paymentId, from: 'RCVD', to: move.to, data, now }, client)))
          throw new ScaOutOfStep();
        if (move.to !== 'PATC') await paymentExecutionAdapter().approved({ paymentId: move.paymentId, now }, client);
      }
      return { kind: 'approved', instant: moves.filter((move) => move.instantDate !== undefined) } as const;
    });
    if (approval.kind !== 'approved') return approval;
    for (const move of approval.instant)
      await paymentExecutionAdapter().executeInstant({
        paymentId: move.paymentId,
        requestedExecutionDate: move.instantDate ?? null,
        now,
      });
    return { kind: 'approved' };
  } catch (error) {
    return interruptedApprovalOutcome(error);
  }
}
