import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { twoTppsOfFile } from '@/tests/integration/support/two-tpps-of-file';

// D8 and spec "SCA redirect flow" 4: PSU-ID is a UUID, stable and unique per (TPP, PSU); two TPPs never see the
// same id for one person. PSU-Corporate-ID likewise per (TPP, corporate agreement).
const baseUrl = inject('baseUrl');
const kari = '13039319955';
const ola = '12085592767';
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const [first, second] = twoTppsOfFile();

/** The psu-id and psu-corporate-id the bank sends a TPP back after the PSU's consent SCA. */
async function idsAfterConsent(
  tpp: NamedTpp,
  customerNumber: string,
  context: 'PRIVATE' | 'CORPORATE' = 'PRIVATE',
): Promise<{ psuId: string; psuCorporateId: string | null }> {
  const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
    headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb' },
  });
  const back = await completeSca({ baseUrl, scaRedirect: scaRedirectOf(created), customerNumber, context });
  return { psuId: back.searchParams.get('psu-id') ?? '', psuCorporateId: back.searchParams.get('psu-corporate-id') };
}

describe('PSU-ID', () => {
  it('is a random UUID, the same each time the PSU authenticates with one TPP, in every kind of SCA', async () => {
    const once = await idsAfterConsent(first, kari);
    const twice = await idsAfterConsent(first, kari);
    expect(once.psuId).toMatch(uuidV4);
    expect(twice.psuId).toBe(once.psuId);
    const identification = await first.client.request('GET', '/v1/user', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb' },
    });
    const back = await completeSca({
      baseUrl,
      scaRedirect: scaRedirectOf(identification),
      customerNumber: kari,
      context: 'PRIVATE',
    });
    expect(back.searchParams.get('psu-id')).toBe(once.psuId);
  });

  it('survives a sandbox reset, which recreates the customer rows for the same people (D8)', async () => {
    const before = await idsAfterConsent(first, ola);
    expect((await first.client.request('POST', '/v1/sandbox/initialize')).status).toBe(200);
    const after = await idsAfterConsent(first, ola);
    expect(after.psuId).toBe(before.psuId);
  });

  it('differs between two PSUs of one TPP, and between two TPPs for one PSU', async () => {
    const [kariAtFirst, olaAtFirst, kariAtSecond] = [
      await idsAfterConsent(first, kari),
      await idsAfterConsent(first, ola),
      await idsAfterConsent(second, kari),
    ];
    expect(new Set([kariAtFirst.psuId, olaAtFirst.psuId, kariAtSecond.psuId]).size).toBe(3);
  });

  it('PSU-Corporate-ID is stable per TPP and agreement, and differs between TPPs', async () => {
    const once = await idsAfterConsent(first, kari, 'CORPORATE');
    const twice = await idsAfterConsent(first, kari, 'CORPORATE');
    const elsewhere = await idsAfterConsent(second, kari, 'CORPORATE');
    expect(once.psuCorporateId).toMatch(uuidV4);
    expect(twice).toEqual(once);
    expect(elsewhere.psuCorporateId).not.toBe(once.psuCorporateId);
    expect(elsewhere.psuId).not.toBe(once.psuId);
  });
});
