import { inputValues, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { startScaRedirect } from '@/lib/sca/start-sca-redirect';

/**
 * Until the payment API is merged, the PSU approval part writes what POST /v1/{payment-service}/{payment-product}
 * leaves behind (a RCVD payment, its instructions and the SCA of kind PAYMENT with its scaRedirect link) directly, so
 * that the approval pages can be driven over HTTP and in the browser.
 */
export type TestInstruction = {
  amount: bigint;
  creditorName: string;
  creditorIban?: string;
  creditorBban?: string;
  currency?: string;
  serviceLevel?: string;
  regulatoryReportingCode?: string;
  regulatoryReportingInformation?: string;
  remittanceInformationUnstructured?: string;
  /** Stored as create-payment stores the structured references: an array of Berlin Group objects. */
  remittanceInformationStructured?: { reference: string; referenceType?: string }[];
};

export type TestPaymentInput = {
  organizationIdentifier: string;
  service?: PaymentService;
  product?: string;
  currency?: string;
  instructions?: TestInstruction[];
  debtorIban?: string;
  requestedExecutionDate?: string;
  schedule?: {
    frequency: string;
    startDate: string;
    endDate?: string;
    dayOfExecution?: string;
    executionRule?: string;
    monthsOfExecution?: string[];
  };
  /** The SCA's headers: PSU-ID, PSU-Corporate-ID, PSU-Context, TPP-Session-ID, PSU-Accept-Language, TPP-Redirect-Preferred. */
  psu?: {
    psuId?: string;
    psuCorporateId?: string;
    psuContext?: 'PRIVATE' | 'CORPORATE';
    tppSessionId?: string;
    psuAcceptLanguage?: string;
    tppRedirectPreferred?: boolean;
  };
  redirectUri?: string;
};

export const paymentRedirectUri = 'https://tpp.example/pay?state=p1';

/** The year after the bank's date: schedules dated then lie ahead whenever the tests run. */
export const nextYear = Number(bankDate(new Date()).slice(0, 4)) + 1;

/** A standing order's schedule: on the 5th of each month from January to December of next year. */
export const monthlyNextYear = {
  frequency: 'Monthly',
  startDate: `${nextYear}-01-05`,
  endDate: `${nextYear}-12-05`,
  dayOfExecution: '5',
};

export async function createTestPayment(
  input: TestPaymentInput,
): Promise<{ paymentId: string; scaRedirect: string; authorisationId: string }> {
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: input.organizationIdentifier } });
  const currency = input.currency ?? 'NOK';
  const instructions = input.instructions ?? [
    { amount: 123450n, creditorName: 'Fjordkraft AS', creditorBban: '15032080119' },
  ];
  const paymentId = newId();
  await db.payment.create({
    data: {
      id: paymentId,
      tppId: tpp.id,
      service: input.service ?? 'payments',
      product: input.product ?? 'norwegian-domestic-credit-transfers',
      currency,
      totalAmount: instructions.reduce((sum, instruction) => sum + instruction.amount, 0n),
      debtorIban: input.debtorIban,
      requestedExecutionDate: input.requestedExecutionDate
        ? new Date(`${input.requestedExecutionDate}T00:00:00Z`)
        : undefined,
      startDate: input.schedule ? new Date(`${input.schedule.startDate}T00:00:00Z`) : undefined,
      endDate: input.schedule?.endDate ? new Date(`${input.schedule.endDate}T00:00:00Z`) : undefined,
      frequency: input.schedule?.frequency,
      dayOfExecution: input.schedule?.dayOfExecution,
      executionRule: input.schedule?.executionRule,
      monthsOfExecution: input.schedule?.monthsOfExecution,
      requestBody: {},
      instructions: {
        create: instructions.map((instruction, position) => ({
          id: newId(),
          position,
          amount: instruction.amount,
          currency: instruction.currency ?? currency,
          creditorName: instruction.creditorName,
          creditorIban: instruction.creditorIban,
          creditorBban: instruction.creditorBban,
          serviceLevel: instruction.serviceLevel,
          regulatoryReportingCode: instruction.regulatoryReportingCode,
          regulatoryReportingInformation: instruction.regulatoryReportingInformation,
          remittanceInformationUnstructured: instruction.remittanceInformationUnstructured,
          remittanceInformationStructured: instruction.remittanceInformationStructured,
        })),
      },
    },
  });
  const started = await startPaymentAuthorisation({
    tppId: tpp.id,
    paymentId,
    psu: input.psu,
    redirectUri: input.redirectUri,
  });
  return { paymentId, ...started };
}

/** Another SCA for the same payment, as POST …/authorisations starts it (a second approver, D23). */
export async function startPaymentAuthorisation(input: {
  tppId: string;
  paymentId: string;
  psu?: TestPaymentInput['psu'];
  redirectUri?: string;
}): Promise<{ scaRedirect: string; authorisationId: string }> {
  const redirect = await startScaRedirect({
    tppId: input.tppId,
    psu: { ...input.psu, tppRedirectPreferred: input.psu?.tppRedirectPreferred ?? true },
    uris: { redirectUri: input.redirectUri ?? paymentRedirectUri, nokRedirectUri: null },
    kind: 'PAYMENT',
    paymentId: input.paymentId,
    now: new Date(),
  });
  return { scaRedirect: redirect.scaRedirect, authorisationId: redirect.authorisationId };
}

/** An account of a sandbox customer by its position in the customer's accounts (by IBAN). */
export async function accountOf(input: { tppId: string; customerNumber: string; index?: number }) {
  const accounts = await db.account.findMany({
    where: { tppId: input.tppId, owner: { customerNumber: input.customerNumber } },
    orderBy: { iban: 'asc' },
  });
  const account = accounts[input.index ?? 0];
  if (!account) throw new Error(`Customer ${input.customerNumber} has no account ${input.index ?? 0}`);
  return account;
}

/** Approves the payment page with the first debtor account it offers (none when it offers none). */
export function approveWithFirstAccount(psu: HeadlessPsu, page: PsuPage): Promise<PsuPage> {
  return psu.submit('/sca/actions/payment', { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' });
}
