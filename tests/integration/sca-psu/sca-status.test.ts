import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { db } from '@/lib/db';
import { ScaStatus } from '@/lib/generated/prisma/enums';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import { canMoveScaStatus } from '@/lib/sca/sca-transitions';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';

// D17: scaStatus moves only by legal transitions (lib/sca/sca-transitions.ts), persisted with compare-and-swap.
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
    data: {
      id,
      tppId,
      kind: 'CONSENT',
      scaStatus,
      linkTokenHash: randomUUID(),
      linkExpiresAt: new Date(Date.now() + 60_000),
      tppRedirectUri: 'https://tpp.example/cb',
      tppSessionId: 's',
    },
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
      await expect(moveScaStatus({ authorisationId, from, to })).rejects.toThrow(
        `Illegal scaStatus transition ${from} → ${to}`,
      );
    }
    expect((await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } })).scaStatus).toBe(
      isLegal ? to : from,
    );
  });

  it('compare-and-swap: of two concurrent moves from one state, exactly one wins', async () => {
    const authorisationId = await authorisationIn('PSU_AUTHENTICATED');
    const results = await Promise.all([
      moveScaStatus({ authorisationId, from: 'PSU_AUTHENTICATED', to: 'FINALISED' }),
      moveScaStatus({ authorisationId, from: 'PSU_AUTHENTICATED', to: 'FAILED' }),
    ]);
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
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE', ...headers },
    });
    const body = created.body as { consentId: string; _links: { scaStatus: { href: string } } };
    // D20: the Berlin Group enum by default; every read is checked against the Berlin Group scaStatusResponse schema.
    const read = async (readHeaders: Record<string, string> = {}) => {
      const response = await tpp.client.request('GET', body._links.scaStatus.href, { headers: readHeaders });
      expect(
        berlinGroupSchemaErrors({
          method: 'get',
          path: '/v1/consents/{consentId}/authorisations/{authorisationId}',
          status: 200,
          body: response.body,
        }),
      ).toEqual([]);
      return (response.body as { scaStatus: string }).scaStatus;
    };
    return { scaRedirect: scaRedirectOf(created), read };
  }

  it('web flow: received → psuAuthenticated after sign-in → finalised on Approve', async () => {
    const { scaRedirect, read } = await start();
    expect(await read()).toBe('received');
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    expect(await read()).toBe('received');
    const consentPage = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    expect(await read()).toBe('psuAuthenticated');
    const decided = await psu.submit('/sca/actions/consent', {
      account: inputValues(consentPage, 'account').slice(0, 1),
    });
    expect(decided.tppReturnUrl).toContain('psu-id=');
    expect(await read()).toBe('finalised');
  });

  it('mobile app flow (TPP-Redirect-Preferred: false): started after sign-in', async () => {
    const { scaRedirect, read } = await start({ 'TPP-Redirect-Preferred': 'false' });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    expect(await read()).toBe('started');
  });

  it('cancel: failed', async () => {
    const { scaRedirect, read } = await start();
    await completeSca({ baseUrl, scaRedirect, customerNumber: '13039319955', decision: 'cancel' });
    expect(await read()).toBe('failed');
  });

  it("x-accept-fix: sca-status-upper-case gives the spec's upper case (D20); other and unknown values change nothing", async () => {
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE' },
    });
    const href = (created.body as { _links: { scaStatus: { href: string } } })._links.scaStatus.href;
    await completeSca({ baseUrl, scaRedirect: scaRedirectOf(created), customerNumber: '13039319955' });
    const read = async (fix?: string) =>
      (await tpp.client.request('GET', href, { headers: fix === undefined ? {} : { 'x-accept-fix': fix } })).body;
    expect(await read('sca-status-upper-case')).toEqual({ scaStatus: 'FINALISED' });
    expect(await read('amount-as-string, SCA-Status-Upper-Case')).toEqual({ scaStatus: 'FINALISED' });
    for (const fix of [
      undefined,
      '',
      'amount-as-string,longer-names',
      'no-such-fix',
      'sca-status-upper-case-please, upper-case',
    ]) {
      expect([fix, await read(fix)]).toEqual([fix, { scaStatus: 'finalised' }]);
    }
  });
});
