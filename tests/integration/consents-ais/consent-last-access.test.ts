import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { createAisTpp, firstMessage, psuPresent } from '@/tests/integration/support/ais-fixture';
import { waitFor } from '@/tests/integration/support/wait-for';

// Consent.lastAccessedAt: the TPP's last successful account-information call under the consent, shown to the PSU in
// "My consents". D31: written with the call's request-log row, in the same statement, after the response.

/** Once the request-log row of a response is written, everything written with it is there too. */
async function settled(response: TppResponse): Promise<void> {
  const requestId = response.headers.get('x-request-id') ?? '';
  await waitFor(() => db.requestLog.findFirst({ where: { xRequestId: requestId } }));
}

function lastAccessedAt(consentId: string): Promise<Date | null> {
  return db.consent
    .findUniqueOrThrow({ where: { id: consentId }, select: { lastAccessedAt: true } })
    .then((row) => row.lastAccessedAt);
}

describe('the last access of a consent', async () => {
  const tpp = await createAisTpp();

  it('is set by a successful signed account-information call, to the time the call finished, and moves with the next', async () => {
    const consent = await tpp.grant('13039319955');
    const before = Date.now();
    const first = await tpp.read('/v1/accounts', consent, psuPresent);
    expect(first.status).toBe(200);
    const firstAccess = await waitFor(() => lastAccessedAt(consent.consentId));
    expect(firstAccess.getTime()).toBeGreaterThanOrEqual(before);
    expect(firstAccess.getTime()).toBeLessThanOrEqual(Date.now());

    const accountId = consent.accountIds[0] as string;
    const second = await tpp.read(
      `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=5`,
      consent,
      psuPresent,
    );
    expect(second.status).toBe(200);
    await settled(second);
    expect((await lastAccessedAt(consent.consentId))?.getTime()).toBeGreaterThan(firstAccess.getTime());
  });

  it('is not set by a refused call, even one refused after the consent was found', async () => {
    const consent = await tpp.grant('12085592767');
    const unknownAccount = await tpp.read('/v1/accounts/no-such-account/balances', consent, psuPresent);
    expect([unknownAccount.status, firstMessage(unknownAccount).code]).toEqual([404, 'RESOURCE_UNKNOWN']);
    const badQuery = await tpp.read(
      `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=sideways`,
      consent,
      psuPresent,
    );
    expect(badQuery.status).toBe(400);
    await settled(unknownAccount);
    await settled(badQuery);
    expect(await lastAccessedAt(consent.consentId)).toBeNull();
  });

  it('is not set on a consent the PSU revoked', async () => {
    const consent = await tpp.grant('13039319955', 'CORPORATE');
    await db.consent.update({ where: { id: consent.consentId }, data: { status: 'revokedByPsu' } });
    const refused = await tpp.read('/v1/accounts', consent, psuPresent);
    expect([refused.status, firstMessage(refused).code]).toEqual([403, 'CONSENT_UNKNOWN']);
    await settled(refused);
    expect(await lastAccessedAt(consent.consentId)).toBeNull();
  });
});
