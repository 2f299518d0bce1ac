import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { listPsuConsents } from '@/lib/consents/list-psu-consents';
import { createAisTpp } from '@/tests/integration/support/ais-fixture';

// D30, "My consents": the history is capped at the newest 100 ended consents; valid consents are never cut off by it.

describe('the consents listed on "My consents"', async () => {
  const tpp = await createAisTpp();

  it('include every valid consent, however many ended consents changed after it, and only the newest 100 ended ones', async () => {
    const valid = await tpp.grant('13039319955');
    const row = await db.consent.findUniqueOrThrow({ where: { id: valid.consentId } });
    const endedAt = (index: number) => new Date(Date.now() + 60_000 + index * 1000);
    await db.consent.createMany({
      data: Array.from({ length: 101 }, (_, index) => ({
        ...row,
        id: randomUUID(),
        status: 'expired' as const,
        statusChangedAt: endedAt(index),
      })),
    });

    const listing = await listPsuConsents({ customerId: row.customerId as string, now: new Date() });

    const consents = listing?.consents ?? [];
    expect(consents.filter((consent) => consent.id === valid.consentId).map((consent) => consent.status)).toEqual([
      'valid',
    ]);
    const ended = consents.filter((consent) => consent.status === 'expired');
    expect(ended).toHaveLength(100);
    // The newest 100 of the 101: the one that ended first is the one left out.
    expect(ended.map((consent) => consent.endedAt?.getTime())).not.toContain(endedAt(0).getTime());
  });
});
