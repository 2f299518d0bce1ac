import type { z } from 'zod';
import type { structuredRemittanceSchema } from '@/lib/sandbox/transactions/transaction-schemas';

type StructuredReference = z.infer<typeof structuredRemittanceSchema>;

/**
 * Spec fact 4: structured references as they are stored, for a payment's instruction and a sandbox transaction alike.
 * The request may send a part as null, which the Berlin Group shape of the reads (strings only) has no room for, so
 * such a part is left out here, where every writer passes, and every read gives the references back as sent otherwise.
 */
export function storedStructuredReferences(
  references: readonly StructuredReference[],
): { reference: string; referenceType?: string; referenceIssuer?: string }[] {
  return references.map(({ reference, referenceType, referenceIssuer }) => ({
    reference,
    ...(referenceType != null && { referenceType }),
    ...(referenceIssuer != null && { referenceIssuer }),
  }));
}
