import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D32: in the import's transaction, deletes the PSU-IDs and browser sessions of pruned customers, and any PSU-ID left
 * for the number of a customer the import creates; a sandbox TPP's PSU-IDs for its own customers stay.
 */
export async function endCustomerIdentities(
  tx: Prisma.TransactionClient,
  customers: { ids: string[]; customerNumbers: string[] },
): Promise<void> {
  if (customers.customerNumbers.length > 0) {
    await tx.$executeRaw`
      DELETE FROM "PsuPseudonym" AS pseudonym
      WHERE pseudonym."customerNumber" = ANY(${customers.customerNumbers}::text[])
        AND pseudonym."tppId" <> ${productionDataOwner.id}
        AND NOT EXISTS (SELECT 1 FROM "Customer" AS own WHERE own."tppId" = pseudonym."tppId" AND own."customerNumber" = pseudonym."customerNumber")`;
  }
  if (customers.ids.length > 0) await tx.psuWebSession.deleteMany({ where: { customerId: { in: customers.ids } } });
}
