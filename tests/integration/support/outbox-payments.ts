import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { outboxPaymentAdapter } from '@/lib/payments/execution/outbox-payment-adapter';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// D32: payments as production's approval hands them to the payment outbox, written straight to the database.

export async function createOutboxTpp(): Promise<string> {
  const tppId = newId();
  await db.tpp.create({
    data: { id: tppId, organizationIdentifier: newOrganizationIdentifier(), name: 'Outbox TPP AS', roles: ['PSP_PI'] },
  });
  return tppId;
}

/** A single payment of 123.45 EUR in RCVD. */
export async function receivedPayment(tppId: string, product = 'sepa-credit-transfers'): Promise<string> {
  const id = newId();
  await db.payment.create({
    data: {
      id,
      tppId,
      service: 'payments',
      product,
      totalAmount: 12_345n,
      currency: 'EUR',
      debtorIban: 'NO7915062233017',
      requestBody: {},
      instructions: {
        create: [
          {
            id: newId(),
            position: 0,
            amount: 12_345n,
            currency: 'EUR',
            creditorName: 'Fjordkraft AS',
            creditorIban: 'DE89370400440532013000',
          },
        ],
      },
    },
  });
  return id;
}

/** What approvePayment does with the outbox adapter: PDNG (every product, D23) and the handoff, in one transaction. */
export async function approve(paymentId: string, options: { crashBeforeCommit?: boolean } = {}): Promise<void> {
  const now = new Date();
  await db.$transaction(async (client) => {
    await movePaymentStatus({ paymentId, from: 'RCVD', to: 'PDNG', now }, client);
    await outboxPaymentAdapter.approved({ paymentId, now }, client);
    if (options.crashBeforeCommit) throw new Error('the process died before the commit');
  });
}

export const outboxRowOf = (paymentId: string) => db.paymentOutbox.findUnique({ where: { paymentId } });
