import { db } from '@/lib/db';
import type { ConsentStatus, PsuContext } from '@/lib/generated/prisma/enums';

/** The consent key of D8: one consent per (TPP, PSU, context), the context of a corporation being its agreement. */
export type ConsentKey = { tppId: string; customerId: string; context: PsuContext; agreementId: string | null };

export type CurrentConsent = { id: string; status: ConsentStatus; validUntil: Date | null; frequencyPerDay: number; recurringIndicator: boolean; lastScaAt: Date | null; statusChangedAt: Date };

const select = { id: true, status: true, validUntil: true, frequencyPerDay: true, recurringIndicator: true, lastScaAt: true, statusChangedAt: true } as const;

/** Statuses a granted consent can end in; `rejected` and `received` are attempts, not grants, and do not count. */
const endedStatuses: ConsentStatus[] = ['revokedByPsu', 'expired', 'terminatedByTpp'];

/**
 * What decides access for a key: its valid consent if there is one, otherwise the most recently ended grant (so a
 * revocation is remembered until the PSU grants again), otherwise null (never granted).
 */
export async function findCurrentConsent(key: ConsentKey): Promise<CurrentConsent | null> {
  const where = { tppId: key.tppId, customerId: key.customerId, context: key.context, agreementId: key.agreementId };
  const valid = await db.consent.findFirst({ where: { ...where, status: 'valid' }, orderBy: { statusChangedAt: 'desc' }, select });
  if (valid) return valid;
  return db.consent.findFirst({ where: { ...where, status: { in: endedStatuses } }, orderBy: { statusChangedAt: 'desc' }, select });
}

/** Whether the PSU holds a valid corporate consent with this TPP: then a request without PSU-Corporate-ID is a mistake. */
export async function hasValidCorporateConsent(input: { tppId: string; customerId: string }): Promise<boolean> {
  const count = await db.consent.count({ where: { tppId: input.tppId, customerId: input.customerId, context: 'CORPORATE', status: 'valid' } });
  return count > 0;
}
