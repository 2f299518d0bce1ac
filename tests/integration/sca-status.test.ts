import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { ScaStatus } from '@/lib/generated/prisma/enums';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import { canMoveScaStatus } from '@/lib/sca/sca-transitions';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';

// Issue 5: scaStatus moves only by legal transitions (lib/sca/sca-transitions.ts), persisted with compare-and-swap.
const baseUrl = inject('baseUrl');
let tpp: NamedTpp;
let tppId: string;

beforeAll(async () => {
  tpp = await initializedTpp(baseUrl);
  tppId = (await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } })).id;
});

afterAll(async () => {
  await db.$disconnect();
});

async function authorisationIn(scaStatus: ScaStatus): Promise<string> {
  const id = randomUUID();
  await db.authorisation.create({
    data: { id, tppId, kind: 'CONSENT', scaStatus, linkTokenHash: randomUUID(), linkExpiresAt: new Date(Date.now() + 60_000), tppRedirectUri: 'https://tpp.example/cb', tppSessionId: 's' },
  });
  return id;
}

const states = Object.values(ScaStatus);
const pairs = states.flatMap((from) => states.map((to) => [from, to, canMoveScaStatus(from, to)] as const));

describe('persisted scaStatus transitions', () => {
  it.each(pairs)('%s → %s (legal: %s)', async (from, to, isLegal) => {
    const authorisationId = await authorisationIn(from);
    if (isLegal) {
      expect(await moveScaStatus({ authorisationId, from, to })).toBe(true);
    } else {
      await expect(moveScaStatus({ authorisationId, from, to })).rejects.toThrow(`Illegal scaStatus transition ${from} → ${to}`);
    }
    expect((await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } })).scaStatus).toBe(isLegal ? to : from);
  });

  it('compare-and-swap: of two concurrent moves from one state, exactly one wins', async () => {
    const authorisationId = await authorisationIn('PSU_AUTHENTICATED');
    const results = await Promise.all([moveScaStatus({ authorisationId, from: 'PSU_AUTHENTICATED', to: 'FINALISED' }), moveScaStatus({ authorisationId, from: 'PSU_AUTHENTICATED', to: 'FAILED' })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const final = (await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } })).scaStatus;
    expect(final).toBe(results[0] ? 'FINALISED' : 'FAILED');
  });

  it('a move from a state the authorisation has left does nothing', async () => {
    const authorisationId = await authorisationIn('FINALISED');
    expect(await moveScaStatus({ authorisationId, from: 'PSU_AUTHENTICATED', to: 'FAILED' })).toBe(false);
    expect((await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } })).scaStatus).toBe('FINALISED');
  });
});

describe('scaStatus along the PSU pages, as the TPP reads it', () => {
  async function start(headers: Record<string, string> = {}) {
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE', ...headers } });
    const body = created.body as { consentId: string; _links: { scaStatus: { href: string } } };
    const read = async () => ((await tpp.client.request('GET', body._links.scaStatus.href)).body as { scaStatus: string }).scaStatus;
    return { scaRedirect: scaRedirectOf(created), read };
  }

  it('web flow: RECEIVED → PSU_AUTHENTICATED after sign-in → FINALISED on Approve', async () => {
    const { scaRedirect, read } = await start();
    expect(await read()).toBe('RECEIVED');
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    expect(await read()).toBe('RECEIVED');
    const consentPage = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    expect(await read()).toBe('PSU_AUTHENTICATED');
    const decided = await psu.submit('/sca/actions/consent', { account: inputValues(consentPage, 'account').slice(0, 1) });
    expect(decided.tppReturnUrl).toContain('psu-id=');
    expect(await read()).toBe('FINALISED');
  });

  it('mobile app flow (TPP-Redirect-Preferred: false): STARTED after sign-in', async () => {
    const { scaRedirect, read } = await start({ 'TPP-Redirect-Preferred': 'false' });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    expect(await read()).toBe('STARTED');
  });

  it('cancel: FAILED', async () => {
    const { scaRedirect, read } = await start();
    await completeSca({ baseUrl, scaRedirect, customerNumber: '13039319955', decision: 'cancel' });
    expect(await read()).toBe('FAILED');
  });
});
