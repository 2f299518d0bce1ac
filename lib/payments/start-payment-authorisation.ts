import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { getPaymentOrThrow } from '@/lib/payments/get-payment-or-throw';
import type { PaymentPath } from '@/lib/payments/payment-path-schema';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import { takeOverScaRedirect } from '@/lib/sca/take-over-sca-redirect';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * POST …/authorisations: the SCA of a payment still waiting for its PSU (RCVD) or a second approver (PATC, D23), taken
 * over while nobody has opened it (D22), else a new one; a payment in a signing basket is authorised with its basket.
 */
const authorisable: readonly TransactionStatus[] = ['RCVD', 'PATC'];

export type StartedPaymentAuthorisation = ScaRedirect & {
  payment: { id: string; service: PaymentService; product: string };
};

export type StartPaymentAuthorisationInput = {
  tppId: string;
  psu: PsuHeaders;
  path: PaymentPath;
  now: Date;
};

export async function startPaymentAuthorisation(
  input: StartPaymentAuthorisationInput,
): Promise<StartedPaymentAuthorisation> {
  const payment = await getPaymentOrThrow(input);
  checkAuthorisable(payment);
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  const redirect = await db.$transaction(async (client) => {
    // Read again under the payment's row lock: an SCA failing meanwhile rejects the payment only when no other
    // authorisation is open (failSca), so the new one is either seen by it or refused here.
    const [locked] = await client.$queryRaw<
      Authorisable[]
    >`SELECT status, "basketId" FROM "Payment" WHERE id = ${payment.id} FOR SHARE`;
    checkAuthorisable(locked ?? payment);
    const sca = {
      tppId: input.tppId,
      psu: input.psu,
      uris,
      kind: 'PAYMENT' as const,
      paymentId: payment.id,
      now: input.now,
    };
    return (await takeOverScaRedirect(sca, client)) ?? (await startScaRedirect(sca, client));
  });
  return { ...redirect, payment: { id: payment.id, service: payment.service, product: payment.product } };
}

type Authorisable = { status: TransactionStatus; basketId: string | null };

function checkAuthorisable({ status, basketId }: Authorisable): void {
  if (!authorisable.includes(status)) {
    throw new Xs2aError('STATUS_INVALID', {
      text: `The payment has status ${status}; only a payment with status RCVD or PATC can be authorised.`,
    });
  }
  if (status === 'RCVD' && basketId) {
    throw new Xs2aError('STATUS_INVALID', {
      text: `The payment is in signing basket ${basketId}: authorise the basket, or delete the basket to authorise the payment alone.`,
    });
  }
}
