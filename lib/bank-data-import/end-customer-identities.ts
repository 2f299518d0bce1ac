import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D32: a PSU-ID names a customer number (D8), so it outlives the customer row: a customer deleted by --prune and a
 * customer imported later under the same number would share the PSU-IDs, and every TPP the first one used could name
 * the second (its agreements, its payments) without the second's SCA. In the import's transaction:
 * - a pruned customer's PSU-IDs and browser sessions go with it (its consents, authorisations and TPP sessions go by
 *   their foreign keys);
 * - a customer the import creates starts with none: a PSU-ID already there for its number was left by a customer
 *   deleted before (by a prune that did not yet end them).
 * A PSU-ID of a TPP that has a sandbox customer of that number is that TPP's sandbox world's (D4), and stays.
 */
export async function endCustomerIdentities(tx: Prisma.TransactionClient, customers: { ids: string[]; customerNumbers: string[] }): Promise<void> {
  if (customers.customerNumbers.length > 0) {
    await tx.$executeRaw`
      DELETE FROM "PsuPseudonym" AS pseudonym
      WHERE pseudonym."customerNumber" = ANY(${customers.customerNumbers}::text[])
        AND pseudonym."tppId" <> ${productionDataOwner.id}
        AND NOT EXISTS (SELECT 1 FROM "Customer" AS own WHERE own."tppId" = pseudonym."tppId" AND own."customerNumber" = pseudonym."customerNumber")`;
  }
  if (customers.ids.length > 0) await tx.psuWebSession.deleteMany({ where: { customerId: { in: customers.ids } } });
}
