import type { Prisma } from '@/lib/generated/prisma/client';
import { norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

export type CreditorAccount = { id: string; iban: string; bban: string | null; currency: string; ownerName: string };

/**
 * D24: the creditor accounts that are accounts of this bank in the same TPP's sandbox (D4), by position of the
 * instruction. An account is credited only when it is enabled and in the instruction's currency; otherwise the money
 * leaves the bank and only the debtor is booked.
 */
export async function findCreditorAccounts(
  tx: Prisma.TransactionClient,
  input: {
    tppId: string;
    instructions: readonly {
      position: number;
      currency: string;
      creditorIban: string | null;
      creditorBban: string | null;
    }[];
  },
): Promise<Map<number, CreditorAccount>> {
  const ibanOf = (instruction: (typeof input.instructions)[number]) =>
    instruction.creditorIban ?? (instruction.creditorBban ? norwegianIbanFromBban(instruction.creditorBban) : null);
  const ibans = [...new Set(input.instructions.map(ibanOf).filter((iban): iban is string => iban !== null))];
  if (ibans.length === 0) return new Map();
  const accounts = await tx.account.findMany({
    where: { tppId: input.tppId, iban: { in: ibans }, status: 'enabled' },
    select: { id: true, iban: true, bban: true, currency: true, owner: { select: { customerName: true } } },
  });
  const byIban = new Map(accounts.map((account) => [account.iban, account]));
  const found = new Map<number, CreditorAccount>();
  for (const instruction of input.instructions) {
    const iban = ibanOf(instruction);
    const account = iban ? byIban.get(iban) : undefined;
    if (account && account.currency === instruction.currency) {
      found.set(instruction.position, {
        id: account.id,
        iban: account.iban,
        bban: account.bban,
        currency: account.currency,
        ownerName: account.owner.customerName,
      });
    }
  }
  return found;
}
