import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Spec "SCA redirect flow" 4 and 8: PSU-Corporate-ID, a UUID per (TPP, corporate agreement), stable like PSU-ID (D8).
 * It is made the first time it is needed, and two requests may need it at once (parallel GET /v1/agreements, two
 * people of one company approving together): the insert that loses does nothing and both read the one that won (D21),
 * where an upsert answered the loser 409.
 */
export async function corporateIdFor(input: { tppId: string; agreementId: string }, client: Prisma.TransactionClient = db): Promise<string> {
  const key = { tppId: input.tppId, agreementId: input.agreementId };
  const existing = await client.corporatePseudonym.findUnique({ where: { tppId_agreementId: key }, select: { id: true } });
  if (existing) return existing.id;
  await client.corporatePseudonym.createMany({ data: [{ id: randomUUID(), ...key }], skipDuplicates: true });
  const pseudonym = await client.corporatePseudonym.findUniqueOrThrow({ where: { tppId_agreementId: key }, select: { id: true } });
  return pseudonym.id;
}

/** The agreement behind a PSU-Corporate-ID, only within the TPP that holds it. */
export async function findAgreementIdByCorporateId(input: { tppId: string; psuCorporateId: string }): Promise<string | null> {
  const pseudonym = await db.corporatePseudonym.findFirst({ where: { id: input.psuCorporateId.toLowerCase(), tppId: input.tppId }, select: { agreementId: true } });
  return pseudonym?.agreementId ?? null;
}
