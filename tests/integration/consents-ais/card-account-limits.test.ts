import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createAisTpp, firstMessage, psuPresent } from '@/tests/integration/support/ais-fixture';

// D20: card accounts have the limits of accounts (spec "Limits", D15): without
// the PSU present, 4 calls per 24 hours per TPP, card account and service, 90 days of history, and only card accounts
// accessed with SCA in the last 90 days.
const day = 86_400_000;
const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
const cutoff = () => new Date(Date.now() - 90 * day).toISOString().slice(0, 10);
type CardReport = { cardTransactions: { booked: { bookingDate: string }[] } };
const bookingDates = (body: unknown) => (body as CardReport).cardTransactions.booked.map((entry) => entry.bookingDate);

describe('card accounts without the PSU present', async () => {
  const tpp = await createAisTpp();
  const kari = await tpp.grant('13039319955', 'PRIVATE', twoHoursAgo());
  const ola = await tpp.grant('12085592767', 'PRIVATE', twoHoursAgo());
  const [kariCard, olaCard] = [kari.cardAccountIds[0] as string, ola.cardAccountIds[0] as string];

  it.each([
    ['balances', `/v1/card-accounts/${kariCard}/balances`],
    ['transactions', `/v1/card-accounts/${kariCard}/transactions?bookingStatus=booked&limit=1`],
  ])(
    'allow 4 %s reads in 24 hours, then 429 ACCESS_EXCEEDED with Retry-After; calls with PSU-IP-Address are not counted',
    async (_service, path) => {
      for (let call = 1; call <= 3; call++) expect((await tpp.read(path, kari, psuPresent)).status).toBe(200);
      for (let call = 1; call <= 4; call++) expect((await tpp.read(path, kari)).status).toBe(200);
      const refused = await tpp.read(path, kari);
      expect([refused.status, firstMessage(refused).code]).toEqual([429, 'ACCESS_EXCEEDED']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      expect((await tpp.read(path, kari, psuPresent)).status).toBe(200);
    },
  );

  it('count balances given with withBalance=true too, so the limit cannot be side-stepped', async () => {
    for (let call = 1; call <= 4; call++)
      expect((await tpp.read(`/v1/card-accounts/${olaCard}?withBalance=true`, ola)).status).toBe(200);
    for (const path of [
      `/v1/card-accounts/${olaCard}/balances`,
      `/v1/card-accounts/${olaCard}?withBalance=true`,
      '/v1/card-accounts?withBalance=true',
      `/v1/card-accounts/${olaCard}/transactions?bookingStatus=booked&limit=1&withBalance=true`,
    ]) {
      const refused = await tpp.read(path, ola);
      expect([path, refused.status, firstMessage(refused).code]).toEqual([path, 429, 'ACCESS_EXCEEDED']);
    }
    expect((await tpp.read('/v1/card-accounts', ola)).status).toBe(200);
    expect((await tpp.read(`/v1/card-accounts/${olaCard}`, ola)).status).toBe(200);
  });

  it('see only the last 90 days of card transactions; the PSU present sees the full history', async () => {
    // A TPP of its own, so that these reads do not use up another test's calls.
    const historyTpp = await createAisTpp();
    const consent = await historyTpp.grant('13039319955', 'PRIVATE', twoHoursAgo());
    const path = `/v1/card-accounts/${consent.cardAccountIds[0]}/transactions?bookingStatus=booked&limit=1000&dateFrom=2020-01-01`;
    const present = await historyTpp.read(path, consent, psuPresent);
    expect(bookingDates(present.body).some((date) => date < cutoff())).toBe(true);
    const absent = await historyTpp.read(path, consent);
    expect(absent.status).toBe(200);
    const dates = bookingDates(absent.body);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date >= cutoff())).toBe(true);
  });

  it('within the hour of an SCA, the full card history is available without the PSU', async () => {
    const recentTpp = await createAisTpp();
    const consent = await recentTpp.grant('12085592767', 'PRIVATE', new Date(Date.now() - 10 * 60 * 1000));
    const response = await recentTpp.read(
      `/v1/card-accounts/${consent.cardAccountIds[0]}/transactions?bookingStatus=booked&limit=1000`,
      consent,
    );
    expect(bookingDates(response.body).some((date) => date < cutoff())).toBe(true);
  });

  it('need an SCA in the last 90 days: 401 CONSENT_EXPIRED with scaRedirect, while the PSU present is served', async () => {
    const staleTpp = await createAisTpp();
    const stale = await staleTpp.grant('13039319955', 'PRIVATE', new Date(Date.now() - 100 * day));
    const card = stale.cardAccountIds[0] as string;
    for (const path of [
      `/v1/card-accounts/${card}/balances`,
      `/v1/card-accounts/${card}/transactions?bookingStatus=booked`,
    ]) {
      const refused = await staleTpp.read(path, stale);
      expect([path, refused.status, firstMessage(refused).code]).toEqual([path, 401, 'CONSENT_EXPIRED']);
      expect((refused.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href).toMatch(
        /^https?:\/\/.+\/sca\//,
      );
      expect((await staleTpp.read(path, stale, psuPresent)).status).toBe(200);
    }
    // Refused before counting: the refusals used none of the card account's calls.
    expect(await db.rateLimitCounter.count({ where: { key: { endsWith: `:${card}` } } })).toBe(0);
  });
});
