import type { BookingStatus, Transaction } from '@/lib/generated/prisma/client';
import type { ProprietaryReferences } from '@/lib/sandbox/shared/proprietary-references';
import { dateToDay } from '@/lib/sandbox/shared/calendar';
import { apiLink, type Link } from '@/lib/xs2a/links';
import { bbanFromNorwegianIban, norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

export type StructuredRemittanceView = {
  reference: string;
  referenceType?: string | null;
  referenceIssuer?: string | null;
};

/**
 * Spec "Sandbox transaction": every field of the table, always present (null when the transaction has no value for it),
 * plus `bookingStatus`, `remittanceInformationStructuredArray` (spec fact 4) and the additionalInformationProprietaryX
 * references it has (spec fact 2). The int32 amount is signed minor units (D7).
 */
export type SandboxTransactionView = {
  id: string;
  amount: number;
  currency: string;
  bookingStatus: BookingStatus;
  valueDate: string | null;
  remittanceInformationUnstructured: string | null;
  remittanceInformationStructuredArray: StructuredRemittanceView[] | null;
  creditorName: string | null;
  creditorAccount: AccountReferenceView | null;
  debtorName: string | null;
  debtorAccount: AccountReferenceView | null;
  bankTransactionCode: string | null;
  ultimateDebtor: string | null;
  ultimateCreditor: string | null;
  purposeCode: string | null;
  bookingDate: string | null;
  _links: { self: Link };
} & ProprietaryReferences;

export function presentSandboxTransaction(transaction: Transaction & { accountId: string }): SandboxTransactionView {
  const structured = transaction.remittanceInformationStructured;
  return {
    id: transaction.id,
    amount: Number(transaction.amount),
    currency: transaction.currency,
    bookingStatus: transaction.bookingStatus,
    valueDate: transaction.valueDate ? dateToDay(transaction.valueDate) : null,
    remittanceInformationUnstructured: transaction.remittanceInformationUnstructured,
    remittanceInformationStructuredArray: Array.isArray(structured) ? (structured as StructuredRemittanceView[]) : null,
    creditorName: transaction.creditorName,
    creditorAccount: presentAccountReference(transaction.creditorIban, transaction.creditorBban),
    debtorName: transaction.debtorName,
    debtorAccount: presentAccountReference(transaction.debtorIban, transaction.debtorBban),
    bankTransactionCode: transaction.bankTransactionCode,
    ultimateDebtor: transaction.ultimateDebtor,
    ultimateCreditor: transaction.ultimateCreditor,
    purposeCode: transaction.purposeCode,
    bookingDate: transaction.bookingDate ? dateToDay(transaction.bookingDate) : null,
    ...((transaction.additionalInformationProprietary ?? {}) as ProprietaryReferences),
    _links: { self: apiLink(['sandbox', 'accounts', transaction.accountId, 'transactions', transaction.id], ['GET']) },
  };
}

/** Spec "Sandbox transaction": an account as `iban` and `bban`; for Norwegian accounts each is derived from the other (D9). */
export type AccountReferenceView = { iban: string | null; bban: string | null };

export function presentAccountReference(iban: string | null, bban: string | null): AccountReferenceView | null {
  if (!iban && !bban) return null;
  return {
    iban: iban ?? (bban ? norwegianIbanFromBban(bban) : null),
    bban: bban ?? (iban ? bbanFromNorwegianIban(iban) : null),
  };
}
