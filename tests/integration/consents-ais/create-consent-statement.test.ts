import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { everyPsuHint } from '@/tests/integration/support/every-psu-hint';
import { db } from '@/lib/db';
import { createConsent } from '@/lib/consents/create-consent';
import { consentFrequencyPerDay, consentValidUntil } from '@/lib/consents/consent-validity';
import { newId } from '@/lib/ids/new-id';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect } from '@/lib/sca/start-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { preparedStatementsSent } from '@/tests/integration/support/prepared-statements-sent';

// D31: a bank-offered consent is created by one statement, while the other SCA processes keep Prisma's transaction
// (startScaRedirect). Both must store the same rows, or a consent's SCA would behave differently from a payment's.

afterAll(async () => {
  await db.$disconnect();
});

async function createTpp(): Promise<string> {
  const id = newId();
  await db.tpp.create({
    data: { id, organizationIdentifier: `PSDNO-FSA-${id.slice(0, 12)}`, name: 'Statement TPP AS', roles: ['PSP_AI'] },
  });
  return id;
}

const now = new Date('2026-11-25T10:15:30.123Z');
const uris = { redirectUri: 'https://tpp.example.com/return', nokRedirectUri: 'https://tpp.example.com/failed' };

/** What Prisma's path stored before D31: the consent, then startScaRedirect, in one transaction. */
async function createConsentThroughPrisma(
  tppId: string,
  psu: PsuHeaders,
): Promise<{ consentId: string; authorisationId: string }> {
  const uris = await checkTppRedirectUris({ tppId, psu });
  return db.$transaction(async (client) => {
    const consent = await client.consent.create({
      data: {
        id: newId(),
        tppId,
        validUntil: consentValidUntil(now),
        frequencyPerDay: consentFrequencyPerDay,
        statusChangedAt: now,
      },
    });
    const redirect = await startScaRedirect({ tppId, psu, uris, kind: 'CONSENT', consentId: consent.id, now }, client);
    return { consentId: consent.id, authorisationId: redirect.authorisationId };
  });
}

async function storedRows(consentId: string, authorisationId: string) {
  const {
    id: _consentKey,
    createdAt: _consentCreated,
    ...consent
  } = await db.consent.findUniqueOrThrow({ where: { id: consentId } });
  const stored = await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } });
  const {
    id: _id,
    consentId: _consentId,
    linkTokenHash,
    createdAt: _created,
    updatedAt: _updated,
    ...authorisation
  } = stored;
  const session = await db.tppSession.findUniqueOrThrow({
    where: { tppId_sessionId: { tppId: stored.tppId, sessionId: stored.tppSessionId } },
  });
  return { consent, authorisation, linkTokenHash, session: { status: session.status, customerId: session.customerId } };
}

describe('createConsent in one statement', () => {
  it.each<[string, Omit<PsuHeaders, 'tppSessionId'>]>([
    ['every hint', everyPsuHint(uris)],
    ['no hints', { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true }],
    [
      'a corporate id alone',
      { psuCorporateId: randomUUID(), tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true },
    ],
  ])('stores what Prisma stored (%s)', async (_name, hints) => {
    const tppId = await createTpp();
    const sessionId = randomUUID();
    const viaStatement = await createConsent({ tppId, psu: { ...hints, tppSessionId: sessionId }, now });
    const viaPrisma = await createConsentThroughPrisma(tppId, { ...hints, tppSessionId: randomUUID() });
    const statement = await storedRows(viaStatement.consentId, viaStatement.authorisationId);
    const prisma = await storedRows(viaPrisma.consentId, viaPrisma.authorisationId);
    expect({ ...statement.authorisation, tppSessionId: 'compared apart' }).toEqual({
      ...prisma.authorisation,
      tppSessionId: 'compared apart',
    });
    expect(statement.authorisation.tppSessionId).toBe(sessionId);
    expect(statement.consent).toEqual(prisma.consent);
    expect(statement.session).toEqual({ status: 'PENDING', customerId: null });
    expect(statement.linkTokenHash).not.toBe(prisma.linkTokenHash);
    expect(viaStatement.scaRedirect).toMatch(/\/sca\/[A-Za-z0-9_-]{20,}$/);
  });

  it('makes a TPP session when none was sent, and leaves a known one as it is', async () => {
    const tppId = await createTpp();
    const fresh = await createConsent({
      tppId,
      psu: { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true },
      now,
    });
    expect(fresh.tppSessionId).toMatch(/\S{16,}/);
    expect(await db.tppSession.count({ where: { tppId, sessionId: fresh.tppSessionId, status: 'PENDING' } })).toBe(1);

    await db.tppSession.update({
      where: { tppId_sessionId: { tppId, sessionId: fresh.tppSessionId } },
      data: { status: 'ACTIVE', scaCompletedAt: now },
    });
    await createConsent({
      tppId,
      psu: { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true, tppSessionId: fresh.tppSessionId },
      now,
    });
    const sessions = await db.tppSession.findMany({ where: { tppId } });
    expect(sessions.map((session) => session.status)).toEqual(['ACTIVE']);
    expect(await db.authorisation.count({ where: { tppId, tppSessionId: fresh.tppSessionId } })).toBe(2);
  });

  it('is sent prepared, with one text for consents that differ in their values alone', async () => {
    const tppId = await createTpp();
    const sent = await preparedStatementsSent('INSERT INTO "Consent"', async () => {
      await createConsent({ tppId, psu: { ...everyPsuHint(uris), tppSessionId: randomUUID() }, now });
      await createConsent({ tppId, psu: { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: false }, now });
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.name).toMatch(/^raw_sql_/);
    expect(sent[1]?.name).toBe(sent[0]?.name);
    expect(await db.consent.count({ where: { tppId } })).toBe(2);
  });

  it('writes nothing when one part is refused', async () => {
    const tppId = await createTpp();
    const refused = await createConsent({
      tppId: 'no-such-tpp',
      psu: { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true },
      now,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(await db.consent.count({ where: { tppId: { in: [tppId, 'no-such-tpp'] } } })).toBe(0);
    expect(await db.tppSession.count({ where: { tppId: 'no-such-tpp' } })).toBe(0);
  });
});
