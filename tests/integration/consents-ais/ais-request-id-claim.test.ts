import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { findCurrentConsent } from '@/lib/consents/find-current-consent';
import { DeferredRequestIdClaim } from '@/lib/xs2a/deferred-request-id-claim';
import { claimStatement } from '@/lib/xs2a/request-id-replay';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { createAisTpp, firstMessage, psuPresent } from '@/tests/integration/support/ais-fixture';

// D5 and D31: an account-information read carries its X-Request-ID claim in the guard's statement. The id stays unique
// per TPP for 24 hours across every route, and a repeated id answers 400 FORMAT_ERROR before anything is counted,
// started or read, whatever else is wrong with the request.
afterAll(async () => {
  await db.$disconnect();
});

describe('the X-Request-ID claim of an account-information read', async () => {
  const tpp = await createAisTpp();
  const tppRow = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const consent = await tpp.grant('13039319955', 'PRIVATE', twoHoursAgo);
  const accountId = consent.accountIds[0] as string;
  const withId = (requestId: string, headers: Record<string, string> = {}) => ({
    'X-Request-ID': requestId,
    ...headers,
  });
  /** The PSU's current private consent, as an AIS read looks it up, sending `requestIdClaim` with the lookup. */
  const findPrivateConsent = (
    requestIdClaim: Parameters<typeof findCurrentConsent>[0]['requestIdClaim'],
    psuId = consent.psuId,
  ) => findCurrentConsent({ tppId: tppRow.id, psuId, psuCorporateId: null, context: 'PRIVATE', requestIdClaim });
  const isRepeatRefusal = (response: TppResponse) =>
    response.status === 400 &&
    firstMessage(response).code === 'FORMAT_ERROR' &&
    firstMessage(response).path === 'X-Request-ID';

  it('the guard statement claims the id: one row changed when new, none when repeated, also for an unknown PSU-ID', async () => {
    const key = { tppId: tppRow.id, requestId: randomUUID(), method: 'GET', path: '/v1/accounts' };
    const first = await findPrivateConsent(claimStatement(key));
    expect(first.claimedRows).toBe(1);
    expect(first.found?.consent?.id).toBe(consent.consentId);
    expect(first.found?.accountIds.sort()).toEqual([...consent.accountIds].sort());
    const repeated = await findPrivateConsent(claimStatement(key));
    expect(repeated.claimedRows).toBe(0);
    expect(repeated.found?.consent?.id).toBe(consent.consentId);

    const unknownPsu = { ...key, requestId: randomUUID() };
    const unknown = await findPrivateConsent(claimStatement(unknownPsu), randomUUID());
    expect(unknown).toEqual({ found: null, claimedRows: 1 });
    expect(
      await db.seenRequestId.count({
        where: { tppId: tppRow.id, xRequestId: { in: [key.requestId, unknownPsu.requestId] } },
      }),
    ).toBe(2);
  });

  it('a deferred claim settles once: a refused id throws 400 FORMAT_ERROR, and a claim made already is not sent again', async () => {
    const key = { tppId: tppRow.id, requestId: randomUUID(), method: 'GET', path: '/v1/accounts' };
    const claim = DeferredRequestIdClaim.pending(key);
    await claim.claimNow();
    expect([claim.isClaimed, claim.pendingStatement()]).toEqual([true, null]);
    const again = DeferredRequestIdClaim.pending(key);
    const { claimedRows } = await findPrivateConsent(again.pendingStatement());
    const refused = await again.settle(claimedRows).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Xs2aError);
    expect([(refused as Xs2aError).code, (refused as Xs2aError).path, again.isClaimed]).toEqual([
      'FORMAT_ERROR',
      'X-Request-ID',
      false,
    ]);
    expect(() => DeferredRequestIdClaim.pending({ ...key, method: 'POST' })).toThrow();
  });

  it('a repeated id is refused on any account route and is not counted as one of the 4 reads without the PSU present', async () => {
    const requestId = randomUUID();
    expect((await tpp.read(`/v1/accounts/${accountId}/balances`, consent, withId(requestId))).status).toBe(200);
    for (const path of [
      `/v1/accounts/${accountId}/balances`,
      '/v1/accounts',
      `/v1/accounts/${accountId}/transactions?bookingStatus=booked`,
      `/v1/accounts/${accountId}`,
    ]) {
      const repeated = await tpp.read(path, consent, withId(requestId));
      expect([path, isRepeatRefusal(repeated)]).toEqual([path, true]);
    }
    // Three more reads are left of the four (the repeats used none), then 429.
    for (let call = 2; call <= 4; call++)
      expect((await tpp.read(`/v1/accounts/${accountId}/balances`, consent)).status).toBe(200);
    const fifth = await tpp.read(`/v1/accounts/${accountId}/balances`, consent);
    expect([fifth.status, firstMessage(fifth).code]).toEqual([429, 'ACCESS_EXCEEDED']);
  });

  it('a request refused before the guard still claims its id: a bad query, no PSU-ID, an unknown PSU-ID', async () => {
    const badQuery = randomUUID();
    const first = await tpp.read(
      `/v1/accounts/${accountId}/transactions?bookingStatus=nonsense`,
      consent,
      withId(badQuery, psuPresent),
    );
    expect([first.status, firstMessage(first).code]).toEqual([400, 'FORMAT_ERROR']);
    expect(firstMessage(first).path).not.toBe('X-Request-ID');
    expect(
      isRepeatRefusal(
        await tpp.read(
          `/v1/accounts/${accountId}/transactions?bookingStatus=booked`,
          consent,
          withId(badQuery, psuPresent),
        ),
      ),
    ).toBe(true);

    const consentsBefore = await db.consent.count({ where: { tppId: tppRow.id } });
    const noPsuId = randomUUID();
    const anonymous = await tpp.client.request('GET', '/v1/accounts', { headers: withId(noPsuId) });
    expect([anonymous.status, firstMessage(anonymous).code]).toEqual([401, 'CONSENT_INVALID']);
    // The first request started a consent flow (its scaRedirect); the repeat starts none.
    expect(await db.consent.count({ where: { tppId: tppRow.id } })).toBe(consentsBefore + 1);
    expect(isRepeatRefusal(await tpp.client.request('GET', '/v1/accounts', { headers: withId(noPsuId) }))).toBe(true);
    expect(await db.consent.count({ where: { tppId: tppRow.id } })).toBe(consentsBefore + 1);

    const unknownPsu = randomUUID();
    const stranger = { ...consent, psuId: randomUUID() };
    expect((await tpp.read('/v1/accounts', stranger, withId(unknownPsu))).status).toBe(401);
    const afterStranger = await db.consent.count({ where: { tppId: tppRow.id } });
    expect(isRepeatRefusal(await tpp.read('/v1/accounts', stranger, withId(unknownPsu)))).toBe(true);
    expect(isRepeatRefusal(await tpp.read('/v1/accounts', consent, withId(unknownPsu)))).toBe(true);
    expect(await db.consent.count({ where: { tppId: tppRow.id } })).toBe(afterStranger);
  });

  it('a repeated id leaves an overdue consent as it is; a new id then finds it expired', async () => {
    const overdue = await tpp.grant('12085592767', 'PRIVATE');
    const used = randomUUID();
    expect((await tpp.read('/v1/accounts', consent, withId(used, psuPresent))).status).toBe(200);
    await db.consent.update({
      where: { id: overdue.consentId },
      data: { validUntil: new Date(Date.now() - 3 * 86_400_000) },
    });
    expect(isRepeatRefusal(await tpp.read('/v1/accounts', overdue, withId(used, psuPresent)))).toBe(true);
    expect((await db.consent.findUniqueOrThrow({ where: { id: overdue.consentId } })).status).toBe('valid');
    const fresh = await tpp.read('/v1/accounts', overdue, psuPresent);
    expect([fresh.status, firstMessage(fresh).code]).toEqual([401, 'CONSENT_EXPIRED']);
    expect((await db.consent.findUniqueOrThrow({ where: { id: overdue.consentId } })).status).toBe('expired');
  });

  it('an id used by a read cannot be used by a POST, and one used by a POST cannot be used by a read', async () => {
    const readFirst = randomUUID();
    expect((await tpp.read('/v1/accounts', consent, withId(readFirst, psuPresent))).status).toBe(200);
    const post = await tpp.client.request('POST', '/v1/bank-offered-consents', { headers: withId(readFirst) });
    expect(isRepeatRefusal(post)).toBe(true);

    const postFirst = randomUUID();
    expect((await tpp.client.request('POST', '/v1/bank-offered-consents', { headers: withId(postFirst) })).status).toBe(
      201,
    );
    expect(isRepeatRefusal(await tpp.read('/v1/accounts', consent, withId(postFirst, psuPresent)))).toBe(true);
  });
});
