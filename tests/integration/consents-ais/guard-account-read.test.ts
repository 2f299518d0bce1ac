import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { consentedAccountsWhere } from '@/lib/accounts/consented-resources';
import { readConsentedAccounts, type ConsentedAccountsRead } from '@/lib/accounts/read-consented-accounts';
import { findCurrentConsent } from '@/lib/consents/find-current-consent';
import { requireAccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import { readPsuHeaders } from '@/lib/xs2a/psu-headers';
import type { TestConsent } from '@/tests/integration/support/grant-test-consent';
import { createAisTpp, psuPresent } from '@/tests/integration/support/ais-fixture';

// D31: the guard reads the accounts a route presents in its own statement, by the same rule as the statement of
// readConsentedAccounts: for every kind of read, in both contexts, the two give the same accounts and balances.
afterAll(async () => {
  await db.$disconnect();
});

describe('the accounts the guard reads', async () => {
  const tpp = await createAisTpp();
  const row = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });
  const identity: TppIdentity = {
    id: row.id,
    organizationIdentifier: row.organizationIdentifier,
    name: row.name,
    roles: row.roles,
    certificateFingerprint: '',
  };
  const privateConsent = await tpp.grant('13039319955', 'PRIVATE');
  const corporateConsent = await tpp.grant('13039319955', 'CORPORATE');
  const otherPsuConsent = await tpp.grant('12085592767', 'PRIVATE');
  const headersOf = (consent: TestConsent) =>
    readPsuHeaders(
      new Headers({
        'PSU-ID': consent.psuId,
        ...(consent.psuCorporateId ? { 'PSU-Corporate-ID': consent.psuCorporateId } : {}),
        ...psuPresent,
      }),
    );

  /** The guard's own read, and the statement of readConsentedAccounts for the same grant. */
  async function bothReads(consent: TestConsent, read: ConsentedAccountsRead) {
    const psu = headersOf(consent);
    const guarded = await requireAccountConsent({ tpp: identity, psu, now: new Date(), readAccounts: read });
    const plain = await requireAccountConsent({ tpp: identity, psu, now: new Date() });
    expect(plain.accountsRead).toBeNull();
    // The rule as Prisma states it (consentedAccountsWhere), which the card accounts use: the same accounts in the same order.
    const byPrisma = await db.account.findMany({
      where: consentedAccountsWhere(plain, read.accountId),
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    const guardedAccounts = await readConsentedAccounts(guarded, read);
    expect(guardedAccounts.map((account) => account.id)).toEqual(byPrisma.map((account) => account.id));
    return {
      guarded: guardedAccounts,
      fromStatement: await readConsentedAccounts(plain, read),
      accountsRead: guarded.accountsRead,
    };
  }

  it.each<[string, () => TestConsent]>([
    ['private', () => privateConsent],
    ['corporate', () => corporateConsent],
  ])('%s context: every read gives what the statement of readConsentedAccounts gives', async (_context, consentOf) => {
    const consent = consentOf();
    const [first] = consent.accountIds as [string];
    const outside = otherPsuConsent.accountIds[0] as string;
    const reads: ConsentedAccountsRead[] = [
      { withBalances: true },
      { withBalances: false },
      { accountId: first, withBalances: true },
      { accountId: first, withBalances: false },
      { accountId: outside, withBalances: true },
      { accountId: 'no-such-account', withBalances: true },
    ];
    for (const read of reads) {
      const { guarded, fromStatement, accountsRead } = await bothReads(consent, read);
      // The guard's statement read exactly this, and readConsentedAccounts answers from it.
      expect([read, accountsRead?.accounts]).toEqual([read, fromStatement]);
      expect([read, guarded]).toEqual([read, fromStatement]);
    }
    const all = await bothReads(consent, { withBalances: true });
    expect(all.guarded.map((account) => account.id).sort()).toEqual([...consent.accountIds].sort());
    expect(all.guarded.some((account) => account.balances.length > 0)).toBe(true);
    expect(
      all.guarded.every(
        (account) => typeof account.balances[0]?.amount === 'bigint' && account.createdAt instanceof Date,
      ),
    ).toBe(true);
  });

  it('includes a closed account, as the separate statement does, and leaves out a corporate account engaged without REGISTER and VIEW', async () => {
    const [closed] = privateConsent.accountIds as [string];
    await db.account.update({ where: { id: closed }, data: { status: 'deleted' } });
    const { guarded, fromStatement } = await bothReads(privateConsent, { withBalances: true });
    expect(guarded).toEqual(fromStatement);
    expect(guarded.find((account) => account.id === closed)?.status).toBe('deleted');
    await db.account.update({ where: { id: closed }, data: { status: 'enabled' } });

    const [viewOnly] = corporateConsent.accountIds as [string];
    const customer = await db.customer.findFirstOrThrow({ where: { tppId: row.id, customerNumber: '13039319955' } });
    const engagements = await db.engagement.findMany({ where: { accountId: viewOnly, customerId: customer.id } });
    await db.engagement.updateMany({
      where: { id: { in: engagements.map((engagement) => engagement.id) } },
      data: { roles: ['VIEW'] },
    });
    const corporate = await bothReads(corporateConsent, { withBalances: false });
    expect(corporate.guarded).toEqual(corporate.fromStatement);
    expect(corporate.guarded.map((account) => account.id)).not.toContain(viewOnly);
    expect(corporate.guarded.length).toBe(corporateConsent.accountIds.length - 1);
    for (const engagement of engagements)
      await db.engagement.update({ where: { id: engagement.id }, data: { roles: engagement.roles } });
  });

  it('serves a narrower read from the guard, and reads again for one it does not cover', async () => {
    const [first, second] = privateConsent.accountIds as [string, string];
    const grant = await requireAccountConsent({
      tpp: identity,
      psu: headersOf(privateConsent),
      now: new Date(),
      readAccounts: { accountId: first, withBalances: false },
    });
    expect(grant.accountsRead?.accounts.map((account) => [account.id, account.balances])).toEqual([[first, []]]);
    // Not covered by the guard's read: another account, and balances it did not read.
    expect(
      (await readConsentedAccounts(grant, { accountId: second, withBalances: false })).map((account) => account.id),
    ).toEqual([second]);
    expect(
      (await readConsentedAccounts(grant, { accountId: first, withBalances: true }))[0]?.balances.length,
    ).toBeGreaterThan(0);
    expect((await readConsentedAccounts(grant, { withBalances: false })).map((account) => account.id).sort()).toEqual(
      [...privateConsent.accountIds].sort(),
    );
  });

  it('follows the engagement rule, and reads nothing under a consent that is not valid', async () => {
    const consent = await tpp.grant('12085592767', 'PRIVATE');
    const [kept, dropped] = consent.accountIds as [string, string];
    const customer = await db.customer.findFirstOrThrow({ where: { tppId: row.id, customerNumber: '12085592767' } });
    await db.engagement.deleteMany({ where: { accountId: dropped, customerId: customer.id } });
    const { guarded, fromStatement } = await bothReads(consent, { withBalances: false });
    expect(guarded.map((account) => account.id)).toEqual(fromStatement.map((account) => account.id));
    expect(guarded.map((account) => account.id)).toContain(kept);
    expect(guarded.map((account) => account.id)).not.toContain(dropped);

    // Every private grant of this PSU with this TPP (the earlier one too), so that none is valid.
    await db.consent.updateMany({
      where: { tppId: row.id, customerId: customer.id, context: 'PRIVATE' },
      data: { status: 'revokedByPsu' },
    });
    const state = await findCurrentConsent({
      tppId: row.id,
      psuId: consent.psuId,
      psuCorporateId: null,
      context: 'PRIVATE',
      accounts: { withBalances: true },
    });
    expect(state.found?.consent?.status).toBe('revokedByPsu');
    expect(state.found?.accounts).toEqual([]);
  });
});
