import { afterAll, inject } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { Psd2Role } from '@/lib/certificate-issuer/psd2-roles';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { madeInBeforeAll } from '@/tests/integration/support/made-in-before-all';

export const paymentRedirect = { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=pis' };

/** A TPP whose sandbox holds the known state (D10), with a POST that sends a JSON body and TPP-Redirect-URI. */
export async function createPaymentTpp(roles: Psd2Role[] = ['PSP_PI']) {
  const tpp = createSandboxTpp({ baseUrl: inject('baseUrl'), roles, client: { defaultHeaders: paymentRedirect } });
  const initialized = await tpp.client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200) throw new Error(`initialize answered ${initialized.status}: ${initialized.text}`);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<TppResponse> =>
    tpp.client.request('POST', path, { body: JSON.stringify(body), headers });
  return { ...tpp, post };
}

export type PaymentTpp = Awaited<ReturnType<typeof createPaymentTpp>>;

/** The test file's payment TPP: created before its tests, with the database client closed after them. */
export function paymentTppOfFile(roles?: Psd2Role[]): PaymentTpp {
  afterAll(async () => {
    await db.$disconnect();
  });
  return madeInBeforeAll('The payment TPP', () => createPaymentTpp(roles));
}

/** The bank's date tomorrow (YYYY-MM-DD, Europe/Oslo). */
export const bankTomorrow = (): string => bankDate(new Date(Date.now() + 86_400_000));

/** The PSU-ID this TPP knows a customer by (D8), and the enabled accounts the customer may pay from or only see. */
export async function psuOf(organizationIdentifier: string, customerNumber: string) {
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier } });
  const customer = await db.customer.findUniqueOrThrow({
    where: { tppId_customerNumber: { tppId: tpp.id, customerNumber } },
  });
  const psuId = await psuIdFor({ tppId: tpp.id, customerId: customer.id });
  const engaged = await db.account.findMany({
    where: { tppId: tpp.id, engagements: { some: { customerId: customer.id } } },
    select: {
      id: true,
      iban: true,
      bban: true,
      engagements: { where: { customerId: customer.id }, select: { roles: true } },
    },
    orderBy: { iban: 'asc' },
  });
  return { tppId: tpp.id, customerId: customer.id, psuId, accounts: engaged };
}

/** An account of another customer of the same sandbox, which the PSU has no engagement on. */
export async function accountNotOf(tppId: string, customerId: string) {
  return db.account.findFirstOrThrow({
    where: { tppId, engagements: { none: { customerId } } },
    select: { iban: true },
  });
}

/** Moves a payment as the PSU's approval or the batch would (their parts own that), for the reads and DELETE. */
export async function setPaymentStatus(
  paymentId: string,
  status: TransactionStatus,
  fundsAvailable?: boolean,
): Promise<void> {
  await db.payment.update({ where: { id: paymentId }, data: { status, fundsAvailable } });
}
