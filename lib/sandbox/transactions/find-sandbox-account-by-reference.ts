import { db } from '@/lib/db';
import type { AccountReferenceInput } from '@/lib/sandbox/shared/account-reference-schema';
import { bbanFromNorwegianIban } from '@/lib/validation/norwegian-bban';
import { referenceIban } from './reference-iban';

export type FindSandboxAccountByReferenceInput = {
  tppId: string;
  reference: AccountReferenceInput;
  exceptAccountId: string;
};

/** The account of this TPP's sandbox (D4) that a reference names, other than `exceptAccountId`, if there is one. */
export async function findSandboxAccountByReference(
  input: FindSandboxAccountByReferenceInput,
): Promise<{ iban: string } | null> {
  const iban = referenceIban(input.reference);
  const bban = input.reference.bban ?? (iban ? bbanFromNorwegianIban(iban) : null);
  const names = [...(iban ? [{ iban }] : []), ...(bban ? [{ bban }] : [])];
  return db.account.findFirst({
    where: { tppId: input.tppId, id: { not: input.exceptAccountId }, OR: names },
    select: { iban: true },
  });
}
