import { norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

type AccountReference = { iban?: string; bban?: string };

/** True when two account references name one account, a Norwegian BBAN and its NO IBAN included (D9). */
export function isSameAccount(left: AccountReference, right: AccountReference): boolean {
  const leftIban = ibanOf(left);
  return leftIban !== null && leftIban === ibanOf(right);
}

function ibanOf(reference: AccountReference): string | null {
  return reference.iban ?? (reference.bban ? norwegianIbanFromBban(reference.bban) : null);
}
