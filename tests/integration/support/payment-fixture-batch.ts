import { db } from '@/lib/db';
import type { PaymentService, TransactionStatus } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { dateToDay, dayToDate } from '@/lib/sandbox/shared/calendar';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import { newAccountNumber, newCustomerNumber, newSandboxTpp, type SandboxTpp } from './sandbox-tpp';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { postSandboxCustomer } from '@/tests/integration/support/post-sandbox-customer';

// Until payment initiation and the PSU's approval exist, the batch's tests write approved payments straight into the
// database (the Payment and PaymentInstruction rows are the contract between the parts), against accounts made through
// the sandbox API.

export type BatchSandbox = {
  tpp: SandboxTpp;
  tppId: string;
  customerNumber: string;
  account: (balance: number | null) => Promise<SandboxAccountView>;
  /** Sets the account's closingBooked and expected balances to `amount` NOK through the sandbox API. */
  setBalances: (account: Pick<SandboxAccountView, 'resourceId'>, amount: number) => Promise<TppResponse>;
  /** An approved payment of this sandbox's TPP, as `insertPayment` writes it. */
  insertPayment: (input: Omit<InsertPaymentInput, 'tppId'>) => Promise<string>;
};

/** A TPP with one private customer; `account(balance)` opens an account with closingBooked = expected = balance. */
export async function newBatchSandbox(): Promise<BatchSandbox> {
  const tpp = newSandboxTpp();
  const customerNumber = newCustomerNumber();
  const customer = await postSandboxCustomer(tpp, {
    customerNumber,
    customerType: 'PRIVATE',
    customerName: 'Batch Nordmann',
  });
  if (customer.status !== 201) throw new Error(`customer answered ${customer.status}: ${customer.text}`);
  const { id: tppId } = await db.tpp.findUniqueOrThrow({
    where: { organizationIdentifier: tpp.organizationIdentifier },
  });
  const nokBalances = (amount: number) =>
    (['closingBooked', 'expected'] as const).map((balanceType) => ({
      balanceType,
      balanceAmount: { currency: 'NOK', amount },
    }));
  const account = async (balance: number | null) => {
    const balances = balance === null ? [] : nokBalances(balance);
    const created = await tpp.post('/v1/sandbox/accounts', { customerNumber, currency: 'NOK', balances });
    if (created.status !== 201) throw new Error(`account answered ${created.status}: ${created.text}`);
    return created.body as SandboxAccountView;
  };
  const setBalances: BatchSandbox['setBalances'] = (account, amount) =>
    tpp.put(`/v1/sandbox/accounts/${account.resourceId}/balances`, nokBalances(amount));
  const insertPaymentOfTpp: BatchSandbox['insertPayment'] = (input) => insertPayment({ tppId, ...input });
  return { tpp, tppId, customerNumber, account, setBalances, insertPayment: insertPaymentOfTpp };
}

export type Instruction = {
  amount: number;
  creditor?: { iban: string; bban?: string | null };
  creditorName?: string;
  currency?: string;
  endToEndId?: string;
};

export type InsertPaymentInput = {
  tppId: string;
  debtor: Pick<SandboxAccountView, 'resourceId' | 'iban' | 'currency'>;
  instructions: Instruction[];
  service?: PaymentService;
  status?: TransactionStatus;
  requestedExecutionDate?: string;
  batchBookingPreferred?: boolean;
  periodic?: {
    startDate: string;
    endDate?: string;
    frequency: string;
    dayOfExecution?: string;
    executionRule?: string;
    monthsOfExecution?: string[];
    /** The first date the PSU's approval committed the batch to (D23), as an approval after startDate writes it. */
    firstPaymentDate?: string;
  };
};

/** An approved payment (status PDNG unless given) from `debtor`, amounts in minor units (D7); of the service
 * periodic_payments when `periodic` is given, else payments, unless `service` says otherwise. */
export async function insertPayment(input: InsertPaymentInput): Promise<string> {
  const id = newId();
  const total = input.instructions.reduce((sum, instruction) => sum + BigInt(instruction.amount), 0n);
  await db.payment.create({
    data: {
      id,
      tppId: input.tppId,
      service: input.service ?? (input.periodic ? 'periodic_payments' : 'payments'),
      product: 'norwegian-domestic-credit-transfers',
      status: input.status ?? 'PDNG',
      debtorAccountId: input.debtor.resourceId,
      debtorIban: input.debtor.iban,
      debtorCurrency: input.debtor.currency,
      totalAmount: total,
      currency: 'NOK',
      requestedExecutionDate: input.requestedExecutionDate ? dayToDate(input.requestedExecutionDate) : null,
      batchBookingPreferred: input.batchBookingPreferred ?? null,
      ...(input.periodic
        ? {
            startDate: dayToDate(input.periodic.startDate),
            endDate: input.periodic.endDate ? dayToDate(input.periodic.endDate) : null,
            frequency: input.periodic.frequency,
            dayOfExecution: input.periodic.dayOfExecution ?? null,
            executionRule: input.periodic.executionRule ?? null,
            monthsOfExecution: input.periodic.monthsOfExecution ?? [],
            firstPaymentDate: input.periodic.firstPaymentDate ? dayToDate(input.periodic.firstPaymentDate) : null,
          }
        : {}),
      requestBody: {},
      instructions: {
        create: input.instructions.map((instruction, position) => {
          const creditor = instruction.creditor ?? newAccountNumber();
          return {
            id: newId(),
            position,
            amount: BigInt(instruction.amount),
            currency: instruction.currency ?? 'NOK',
            creditorName: instruction.creditorName ?? 'Kari Kreditor',
            creditorIban: creditor.iban,
            creditorBban: creditor.bban ?? null,
            endToEndId: instruction.endToEndId ?? null,
          };
        }),
      },
    },
  });
  return id;
}

/** closingBooked and expected of an account, in minor units. */
export async function balancesOf(accountId: string): Promise<{ closingBooked?: bigint; expected?: bigint }> {
  const rows = await db.balance.findMany({ where: { accountId } });
  return Object.fromEntries(rows.map((row) => [row.balanceType, row.amount]));
}

/** The execution dates (YYYY-MM-DD) of the entries a payment booked on an account, oldest first. */
export async function debitedDatesOf(paymentId: string, accountId: string): Promise<(string | null)[]> {
  const entries = await db.transaction.findMany({
    where: { paymentId, accountId },
    orderBy: { transactionDate: 'asc' },
  });
  return entries.map((entry) => entry.transactionDate && dateToDay(entry.transactionDate));
}

/** An approved payment of the TPP `organizationIdentifier` from one of its accounts (for suites that know only those). */
export async function insertPaymentFrom(input: {
  organizationIdentifier: string;
  accountId: string;
  amount: number;
  status?: TransactionStatus;
}): Promise<string> {
  const { id: tppId } = await db.tpp.findUniqueOrThrow({
    where: { organizationIdentifier: input.organizationIdentifier },
  });
  const account = await db.account.findUniqueOrThrow({ where: { id: input.accountId } });
  return insertPayment({
    tppId,
    debtor: { resourceId: account.id, iban: account.iban, currency: account.currency },
    instructions: [{ amount: input.amount }],
    ...(input.status ? { status: input.status } : {}),
  });
}

/** `count` approved single payments of `amount` each from `debtor`, written with one INSERT per table. */
export async function insertManyPayments(input: {
  tppId: string;
  debtor: Pick<SandboxAccountView, 'resourceId' | 'iban' | 'currency'>;
  count: number;
  amount: number;
}): Promise<string[]> {
  const ids = Array.from({ length: input.count }, newId);
  const creditor = newAccountNumber();
  await db.payment.createMany({
    data: ids.map((id) => ({
      id,
      tppId: input.tppId,
      service: 'payments' as const,
      product: 'norwegian-domestic-credit-transfers',
      status: 'PDNG' as const,
      debtorAccountId: input.debtor.resourceId,
      debtorIban: input.debtor.iban,
      debtorCurrency: input.debtor.currency,
      totalAmount: BigInt(input.amount),
      currency: 'NOK',
      requestBody: {},
    })),
  });
  await db.paymentInstruction.createMany({
    data: ids.map((paymentId) => ({
      id: newId(),
      paymentId,
      position: 0,
      amount: BigInt(input.amount),
      currency: 'NOK',
      creditorName: 'Kari Kreditor',
      creditorIban: creditor.iban,
      creditorBban: creditor.bban,
    })),
  });
  return ids;
}
