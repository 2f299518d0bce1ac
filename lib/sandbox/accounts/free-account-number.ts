import { randomInt } from 'node:crypto';
import { db } from '@/lib/db';
import { makeNorwegianBban, norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

// The sandbox bank's own four-digit bank code, as in the known state's account numbers (D10).
const sandboxBankCode = '1506';
const attempts = 20;

/** A valid Norwegian account number (D9) that this TPP's sandbox does not use yet, for an account created without one. */
export async function freeAccountNumber(tppId: string): Promise<{ iban: string; bban: string }> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const bban = makeNorwegianBban(`${sandboxBankCode}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`);
    const iban = bban ? norwegianIbanFromBban(bban) : null;
    if (bban && iban && !(await db.account.findFirst({ where: { tppId, iban }, select: { id: true } })))
      return { iban, bban };
  }
  throw new Error(`No free account number after ${attempts} attempts`);
}
