import type { AccountReferenceInput } from '@/lib/sandbox/shared/account-reference-schema';
import { norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

/** The IBAN an account reference names, derived from a Norwegian BBAN when only that is given (D9). */
export function referenceIban(reference: AccountReferenceInput): string | null {
  return reference.iban ?? (reference.bban ? norwegianIbanFromBban(reference.bban) : null);
}
