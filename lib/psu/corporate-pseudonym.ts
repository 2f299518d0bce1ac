import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/** Spec "SCA redirect flow" 4 and 8: PSU-Corporate-ID, a UUID per (TPP, corporate agreement), stable like PSU-ID (D8). */
export async function corporateIdFor(input: { tppId: string; agreementId: string }, client: Prisma.TransactionClient = db): Promise<string> {
  const pseudonym = await client.corporatePseudonym.upsert({
    where: { tppId_agreementId: { tppId: input.tppId, agreementId: input.agreementId } },
    create: { id: randomUUID(), tppId: input.tppId, agreementId: input.agreementId },
    update: {},
  });
  return pseudonym.id;
}

/** The agreement behind a PSU-Corporate-ID, only within the TPP that holds it. */
export async function findAgreementIdByCorporateId(input: { tppId: string; psuCorporateId: string }): Promise<string | null> {
  const pseudonym = await db.corporatePseudonym.findFirst({ where: { id: input.psuCorporateId.toLowerCase(), tppId: input.tppId }, select: { agreementId: true } });
  return pseudonym?.agreementId ?? null;
}
