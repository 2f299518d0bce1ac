import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D21: PSU-Corporate-ID (spec "SCA redirect flow" 4, 8), a UUID per (TPP, corporate agreement) made the first time it
 * is needed; two requests that need it at once both read the one that won.
 */
export async function corporateIdFor(
  input: { tppId: string; agreementId: string },
  client: Prisma.TransactionClient = db,
): Promise<string> {
  const key = { tppId: input.tppId, agreementId: input.agreementId };
  const existing = await client.corporatePseudonym.findUnique({
    where: { tppId_agreementId: key },
    select: { id: true },
  });
  if (existing) return existing.id;
  await client.corporatePseudonym.createMany({ data: [{ id: randomUUID(), ...key }], skipDuplicates: true });
  const pseudonym = await client.corporatePseudonym.findUniqueOrThrow({
    where: { tppId_agreementId: key },
    select: { id: true },
  });
  return pseudonym.id;
}

/** The agreement behind a PSU-Corporate-ID, only within the TPP that holds it. */
export async function findAgreementIdByCorporateId(input: {
  tppId: string;
  psuCorporateId: string;
}): Promise<string | null> {
  const pseudonym = await db.corporatePseudonym.findFirst({
    where: { id: input.psuCorporateId.toLowerCase(), tppId: input.tppId },
    select: { agreementId: true },
  });
  return pseudonym?.agreementId ?? null;
}
