import { executeStatement } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { storedService } from '@/lib/payments/stored-service';
import { newId } from '@/lib/ids/new-id';
import { findPayableAccount, type PayableAccount } from '@/lib/payments/find-payable-account';
import type { PaymentRequest } from '@/lib/payments/parse-payment-request';
import type { CreditTransfer } from '@/lib/payments/payment-request-schemas';
import { storedStructuredReferences } from '@/lib/sandbox/shared/stored-structured-references';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { prepareScaRedirect, type PreparedScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** `sca`: the SCA started with the payment; null when TPP-Explicit-Authorisation-Preferred asked for none (D22). */
export type CreatedPayment = { paymentId: string; request: PaymentRequest; sca: ScaRedirect | null };

export type CreatePaymentInput = {
  tppId: string;
  psu: PsuHeaders;
  request: PaymentRequest;
  body: unknown;
  now: Date;
  /** D37: a statement written with the payment, in its statement (the response kept for replays, `ReplayCopy`). */
  alsoWrite?: (created: CreatedPayment) => Prisma.Sql;
};

/**
 * D22: stores a parsed payment initiation as RCVD with its instructions (D7) and, unless the TPP starts it explicitly,
 * its SCA, in one transaction; a PSU-ID this TPP knows fixes the payment's PSU, who must be allowed to pay from the
 * debtorAccount (D25).
 */
export async function createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  const customerId = input.psu.psuId
    ? await findCustomerIdByPsuId({ tppId: input.tppId, psuId: input.psu.psuId })
    : null;
  const { request } = input;
  // A request holds at least one instruction, and a bulk's are in one currency (paymentRequestSchemas).
  const currency = request.instructions[0]!.instructedAmount.currency;
  const debtor = await checkDebtorAccount({ ...input, customerId, currency });
  const totalAmount = request.instructions.reduce(
    (total, instruction) => total + instruction.instructedAmount.minor,
    0n,
  );
  const paymentId = newId();
  const sca = input.psu.tppExplicitAuthorisationPreferred
    ? null
    : prepareScaRedirect({ tppId: input.tppId, psu: input.psu, uris, kind: 'PAYMENT', paymentId, now: input.now });
  const payment = paymentData({
    ...input,
    paymentId,
    currency,
    totalAmount,
    customerId,
    debtor,
    tppRedirectUri: uris.redirectUri,
  });
  const created = { paymentId, request, sca: sca?.redirect ?? null };
  const instructions = instructionRows(paymentId, request);
  const statement = insertPaymentStatement(payment, instructions, sca?.authorisation, input.alsoWrite?.(created));
  // D37: prepared, so PostgreSQL plans it once per connection; its text depends on the payment's shape, not its values.
  await executeStatement(statement, { prepared: true });
  return created;
}

/**
 * D37: the payment, its instructions, `alsoWrite` and, when given, its SCA process and the TPP session (PENDING when
 * new), in one statement, as the rows Prisma's transaction wrote (createPayment's test holds them equal).
 */
function insertPaymentStatement(
  payment: Prisma.PaymentUncheckedCreateInput,
  instructions: Prisma.PaymentInstructionCreateManyInput[],
  authorisation: PreparedScaRedirect['authorisation'] | undefined,
  alsoWrite: Prisma.Sql | undefined,
): Prisma.Sql {
  // What Prisma's client would have stamped for @default(now()) and @updatedAt: the real time of the write.
  const written = new Date();
  const insertPayment = Prisma.sql`
    INSERT INTO "Payment" ("id", "tppId", "service", "product", "status", "customerId", "debtorAccountId", "debtorIban",
      "debtorBban", "debtorCurrency", "totalAmount", "currency", "requestedExecutionDate", "batchBookingPreferred",
      "startDate", "endDate", "executionRule", "frequency", "dayOfExecution", "monthsOfExecution", "requestBody",
      "tppRedirectUri", "createdAt", "statusChangedAt")
    VALUES (${payment.id}, ${payment.tppId}, ${storedService(payment.service)}::"PaymentService", ${payment.product}, 'RCVD',
      ${payment.customerId ?? null}, ${payment.debtorAccountId ?? null}, ${payment.debtorIban ?? null}, ${payment.debtorBban ?? null},
      ${payment.debtorCurrency ?? null}, ${payment.totalAmount}::bigint, ${payment.currency}, ${payment.requestedExecutionDate ?? null}::timestamp(3)::date,
      ${payment.batchBookingPreferred ?? null}::boolean, ${payment.startDate ?? null}::timestamp(3)::date, ${payment.endDate ?? null}::timestamp(3)::date, ${payment.executionRule ?? null},
      ${payment.frequency ?? null}, ${payment.dayOfExecution ?? null}, ${payment.monthsOfExecution as string[]}::text[], ${JSON.stringify(payment.requestBody)}::jsonb,
      ${payment.tppRedirectUri ?? null}, ${payment.createdAt ?? null}::timestamp(3), ${payment.statusChangedAt ?? null}::timestamp(3))`;
  const columns = Prisma.raw(instructionColumns.map((column) => `"${column}"`).join(', '));
  const json = JSON.stringify(instructions, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  const insertInstructions = Prisma.sql`
    INSERT INTO "PaymentInstruction" (${columns})
    SELECT ${columns} FROM json_populate_recordset(NULL::"PaymentInstruction", ${json}::json)`;
  const also = alsoWrite ? Prisma.sql`, also AS (${alsoWrite})` : Prisma.empty;
  if (!authorisation) return Prisma.sql`WITH payment AS (${insertPayment})${also} ${insertInstructions}`;
  return Prisma.sql`
    WITH payment AS (${insertPayment})${also}, instructions AS (${insertInstructions}), session AS (
      INSERT INTO "TppSession" ("id", "tppId", "sessionId", "createdAt")
      VALUES (${newId()}, ${authorisation.tppId}, ${authorisation.tppSessionId}, ${written}::timestamp(3))
      ON CONFLICT ("tppId", "sessionId") DO NOTHING
    )
    INSERT INTO "Authorisation" ("id", "tppId", "kind", "paymentId", "context", "requestedContext", "linkTokenHash", "linkExpiresAt",
      "tppRedirectUri", "tppNokRedirectUri", "tppSessionId", "redirectPreferred", "psuIdHint", "corporateIdHint",
      "language", "createdAt", "updatedAt")
    VALUES (${authorisation.id}, ${authorisation.tppId}, 'PAYMENT', ${payment.id}, ${authorisation.context ?? null}::"PsuContext",
      ${authorisation.requestedContext ?? null}::"PsuContext", ${authorisation.linkTokenHash}, ${authorisation.linkExpiresAt}::timestamp(3), ${authorisation.tppRedirectUri},
      ${authorisation.tppNokRedirectUri ?? null}, ${authorisation.tppSessionId}, ${authorisation.redirectPreferred ?? true},
      ${authorisation.psuIdHint ?? null}, ${authorisation.corporateIdHint ?? null}, ${authorisation.language ?? null},
      ${written}::timestamp(3), ${written}::timestamp(3))`;
}

/**
 * D22, D23: the PSU pays only from an account in the payment's currency (the approval page offers no other), so a known
 * PSU's own account in another currency could never be approved; it is refused here, while the TPP can still fix it.
 */
async function checkDebtorAccount(input: {
  tppId: string;
  customerId: string | null;
  request: PaymentRequest;
  currency: string;
}): Promise<PayableAccount | null> {
  const reference = input.request.debtorAccount;
  if (!reference || !input.customerId) return null;
  const account = await findPayableAccount({ tppId: input.tppId, customerId: input.customerId, reference });
  if (!account)
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'debtorAccount',
      text: 'debtorAccount is not an account the PSU named by PSU-ID may pay from.',
    });
  if (account.currency !== input.currency) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'debtorAccount',
      text: `debtorAccount is held in ${account.currency} and the payment is in ${input.currency}: the bank pays only from an account in the payment's currency. Name one, or leave debtorAccount out for the PSU to choose.`,
    });
  }
  return account;
}

export type PaymentRowInput = {
  tppId: string;
  paymentId: string;
  request: PaymentRequest;
  body: unknown;
  currency: string;
  totalAmount: bigint;
  /** The customer PSU-ID names, when this TPP knows it. */
  customerId: string | null;
  debtor: PayableAccount | null;
  tppRedirectUri: string;
  now: Date;
};

/** The Payment row of an initiation, as Prisma's create takes it. */
export function paymentData(input: PaymentRowInput): Prisma.PaymentUncheckedCreateInput {
  const { request } = input;
  const schedule = request.schedule;
  return {
    id: input.paymentId,
    tppId: input.tppId,
    service: request.service,
    product: request.product,
    status: 'RCVD',
    customerId: input.customerId,
    debtorAccountId: input.debtor?.id,
    debtorIban: request.debtorAccount?.iban,
    debtorBban: request.debtorAccount?.bban,
    debtorCurrency: request.debtorAccount?.currency,
    totalAmount: input.totalAmount,
    currency: input.currency,
    requestedExecutionDate: dateColumn(request.requestedExecutionDate),
    batchBookingPreferred: request.batchBookingPreferred,
    startDate: dateColumn(schedule?.startDate),
    endDate: dateColumn(schedule?.endDate),
    executionRule: schedule?.executionRule,
    frequency: schedule?.frequency,
    dayOfExecution: schedule?.dayOfExecution,
    monthsOfExecution: schedule?.monthsOfExecution ?? [],
    requestBody: input.body as Prisma.InputJsonValue,
    tppRedirectUri: input.tppRedirectUri,
    createdAt: input.now,
    statusChangedAt: input.now,
  };
}

// Every column instructionRows may fill; a row without one stores NULL, as Prisma's createMany did.
const instructionColumns = [
  'id',
  'paymentId',
  'position',
  'endToEndId',
  'amount',
  'currency',
  'creditorName',
  'creditorIban',
  'creditorBban',
  'creditorBic',
  'creditorAddress',
  'ultimateCreditor',
  'remittanceInformationUnstructured',
  'remittanceInformationStructured',
  'purposeCode',
  'serviceLevel',
  'regulatoryReportingCode',
  'regulatoryReportingInformation',
] as const satisfies (keyof Prisma.PaymentInstructionCreateManyInput)[];

/** The PaymentInstruction rows of an initiation, in the request's order. */
export function instructionRows(
  paymentId: string,
  request: PaymentRequest,
): Prisma.PaymentInstructionCreateManyInput[] {
  return request.instructions.map((instruction, position) => ({
    id: newId(),
    paymentId,
    position,
    endToEndId: instruction.endToEndIdentification,
    amount: instruction.instructedAmount.minor,
    currency: instruction.instructedAmount.currency,
    creditorName: instruction.creditorName,
    creditorIban: instruction.creditorAccount.iban,
    creditorBban: instruction.creditorAccount.bban,
    creditorBic: instruction.creditorAgent,
    creditorAddress: instruction.creditorAddress,
    ultimateCreditor: instruction.ultimateCreditor,
    remittanceInformationUnstructured: instruction.remittanceInformationUnstructured,
    remittanceInformationStructured: structuredReferences(instruction),
    purposeCode: instruction.purposeCode,
    serviceLevel: instruction.serviceLevel,
    regulatoryReportingCode: instruction.regulatoryReportingCode,
    regulatoryReportingInformation: instruction.regulatoryReportingInformation,
  }));
}

// Spec fact 4: the deprecated single reference is held as an array of one, as the array that replaces it.
function structuredReferences(instruction: CreditTransfer): Prisma.InputJsonValue | undefined {
  const references =
    instruction.remittanceInformationStructuredArray ??
    (instruction.remittanceInformationStructured ? [instruction.remittanceInformationStructured] : undefined);
  return references && storedStructuredReferences(references);
}

// A @db.Date column takes the calendar day as midnight UTC.
function dateColumn(day: string | undefined): Date | undefined {
  return day ? new Date(`${day}T00:00:00Z`) : undefined;
}
