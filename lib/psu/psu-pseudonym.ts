import { randomUUID } from 'node:crypto';
import { bankDataOwnerId } from '@/lib/tpp/bank-data-owner-id';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D8: PSU-ID is a UUID stable and unique per (TPP, PSU): created at the PSU's first SCA with that TPP and reused
 * afterwards. It is random, so two TPPs never see the same id for one person and the id reveals nothing. It belongs to
 * the person (customer number), so a sandbox reset, which recreates the customer rows, keeps it.
 */
export async function psuIdFor(
  input: { tppId: string; customerId: string },
  client: Prisma.TransactionClient = db,
): Promise<string> {
  const { customerNumber } = await client.customer.findFirstOrThrow({
    where: { id: input.customerId, tppId: bankDataOwnerId(input.tppId) },
    select: { customerNumber: true },
  });
  const pseudonym = await client.psuPseudonym.upsert({
    where: { tppId_customerNumber: { tppId: input.tppId, customerNumber } },
    create: { id: randomUUID(), tppId: input.tppId, customerNumber },
    update: {},
  });
  return pseudonym.id;
}

/** The customer behind a PSU-ID, only within the TPP that holds it; null when this TPP was never given that id. */
export async function findCustomerIdByPsuId(input: { tppId: string; psuId: string }): Promise<string | null> {
  const pseudonym = await db.psuPseudonym.findFirst({
    where: { id: input.psuId.toLowerCase(), tppId: input.tppId },
    select: { customerNumber: true },
  });
  if (!pseudonym) return null;
  const customer = await db.customer.findUnique({
    where: { tppId_customerNumber: { tppId: bankDataOwnerId(input.tppId), customerNumber: pseudonym.customerNumber } },
    select: { id: true },
  });
  return customer?.id ?? null;
}
