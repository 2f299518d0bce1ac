import type { Prisma } from '@/lib/generated/prisma/client';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import type { CreditorAccount } from './find-creditor-accounts';

export type BookedInstruction = {
  position: number;
  endToEndId: string | null;
  amount: bigint;
  currency: string;
  creditorName: string;
  creditorIban: string | null;
  creditorBban: string | null;
  ultimateCreditor: string | null;
  remittanceInformationUnstructured: string | null;
  remittanceInformationStructured: Prisma.JsonValue;
  purposeCode: string | null;
};

export type DebtorAccount = { id: string; iban: string; bban: string | null; ownerName: string };

export type BookingRowsInput = {
  tppId: string;
  paymentId: string;
  day: string;
  /** A periodic payment's scheduled date, kept as the entries' transactionDate (D24); else `day`. */
  executionDate?: string;
  debtor: DebtorAccount;
  instructions: readonly BookedInstruction[];
  creditors: ReadonlyMap<number, CreditorAccount>;
  isBatchBooking: boolean;
  createId: () => string;
};

/**
 * D24: the booked entries of one execution. The debtor gets one debit per instruction, or one for the total when a
 * bulk payment asked for batch booking; a creditor account of this bank gets one credit per instruction paid to it.
 * Every entry carries the payment id, and its own random id (D1) that stays the entry's id in every read.
 */
export function bookingRows(input: BookingRowsInput): Prisma.TransactionCreateManyInput[] {
  const { debtor } = input;
  const date = dayToDate(input.day);
  const transactionDate = dayToDate(input.executionDate ?? input.day);
  const common = {
    tppId: input.tppId,
    paymentId: input.paymentId,
    bookingStatus: 'booked' as const,
    bookingDate: date,
    valueDate: date,
    transactionDate,
  };
  const debtorParty = { debtorName: debtor.ownerName.slice(0, 70), debtorIban: debtor.iban, debtorBban: debtor.bban };
  const json = (value: Prisma.JsonValue) =>
    value === null ? {} : { remittanceInformationStructured: value as Prisma.InputJsonValue };
  const rows: Prisma.TransactionCreateManyInput[] = [];
  const first = input.instructions[0];
  if (input.isBatchBooking && first) {
    const total = input.instructions.reduce((sum, instruction) => sum + instruction.amount, 0n);
    rows.push({
      ...common,
      ...debtorParty,
      id: input.createId(),
      accountId: debtor.id,
      amount: -total,
      currency: first.currency,
      additionalInformation: `Batch booking of ${input.instructions.length} payments`,
    });
  } else {
    for (const instruction of input.instructions) {
      rows.push({
        ...common,
        ...debtorParty,
        ...json(instruction.remittanceInformationStructured),
        id: input.createId(),
        accountId: debtor.id,
        amount: -instruction.amount,
        currency: instruction.currency,
        endToEndId: instruction.endToEndId,
        creditorName: instruction.creditorName,
        creditorIban: instruction.creditorIban,
        creditorBban: instruction.creditorBban,
        ultimateCreditor: instruction.ultimateCreditor,
        remittanceInformationUnstructured: instruction.remittanceInformationUnstructured,
        purposeCode: instruction.purposeCode,
      });
    }
  }
  for (const instruction of input.instructions) {
    const creditor = input.creditors.get(instruction.position);
    if (!creditor) continue;
    rows.push({
      ...common,
      ...debtorParty,
      ...json(instruction.remittanceInformationStructured),
      id: input.createId(),
      accountId: creditor.id,
      amount: instruction.amount,
      currency: instruction.currency,
      endToEndId: instruction.endToEndId,
      creditorName: instruction.creditorName,
      creditorIban: creditor.iban,
      creditorBban: creditor.bban,
      ultimateCreditor: instruction.ultimateCreditor,
      remittanceInformationUnstructured: instruction.remittanceInformationUnstructured,
      purposeCode: instruction.purposeCode,
    });
  }
  return rows;
}
