import { inject } from 'vitest';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { createSandboxTpp, type SandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { grantTestConsent, type TestConsent } from '@/tests/integration/support/grant-test-consent';

export const fuzzRedirectUri = 'https://tpp.example/callback?state=fuzz';

/** A pair of ids that belong together in one path (an account and one of its transactions), with the PSU who sees it. */
export type IdPair = { id: string; childId: string; psu: 'private' | 'corporate' };

/**
 * A realistic sandbox to fuzz against (D10 after initialize, two granted consents), so that generated requests reach
 * the domain code and not only the first checks. `scratch` is a second TPP for the operations that would wipe the
 * world (initialize).
 */
export type FuzzWorld = {
  tpp: SandboxTpp;
  scratch: SandboxTpp;
  customers: { id: string; customerNumber: string; customerType: 'PRIVATE' | 'CORPORATE' }[];
  accounts: IdPair[];
  cardAccounts: IdPair[];
  agreements: { id: string; owner: string; isCorporate: boolean }[];
  ibans: string[];
  maskedPans: string[];
  /** Accounts owned by corporate customers: what an engagement in a corporate agreement grants (spec engagement rule 3). */
  corporateIbans: string[];
  consents: { private: TestConsent; corporate: TestConsent };
  consentedAccounts: IdPair[];
  consentedCardAccounts: IdPair[];
  /** Consent ids with one authorisation each: the granted ones have none, so these are bank-offered consents. */
  consentAuthorisations: { consentId: string; authorisationId: string }[];
};

function expectOk(response: TppResponse, what: string): unknown {
  if (response.status >= 300) throw new Error(`${what} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return response.body;
}

function newTpp(): SandboxTpp {
  return createSandboxTpp({
    baseUrl: inject('baseUrl'),
    roles: ['PSP_AI', 'PSP_PI', 'PSP_IC'],
    client: { defaultHeaders: { 'TPP-Redirect-URI': fuzzRedirectUri } },
  });
}

export async function buildFuzzWorld(): Promise<FuzzWorld> {
  const tpp = newTpp();
  const scratch = newTpp();
  const get = async (path: string, headers: Record<string, string> = {}) =>
    expectOk(await tpp.client.request('GET', path, { headers }), `GET ${path}`);
  expectOk(await tpp.client.request('POST', '/v1/sandbox/initialize'), 'initialize');
  expectOk(await scratch.client.request('POST', '/v1/sandbox/initialize'), 'initialize (scratch)');
  const { customers } = (await get('/v1/sandbox/customers?withAccounts=true&withAgreements=true')) as {
    customers: SandboxCustomerView[];
  };

  const pairs = async (kind: 'accounts' | 'card-accounts', ids: string[]): Promise<IdPair[]> =>
    Promise.all(
      ids.map(async (id) => {
        const [first] = (await get(`/v1/sandbox/${kind}/${id}/transactions?limit=1`)) as { id: string }[];
        return { id, childId: first?.id ?? 'none', psu: 'private' as const };
      }),
    );
  const accounts = await pairs(
    'accounts',
    customers.flatMap((customer) => (customer.accounts ?? []).map((account) => account.resourceId)),
  );
  const cardAccounts = await pairs(
    'card-accounts',
    customers.flatMap((customer) => (customer.cardAccounts ?? []).map((card) => card.resourceId)),
  );

  const organizationIdentifier = tpp.organizationIdentifier;
  const consents = {
    private: await grantTestConsent({ organizationIdentifier, customerNumber: '13039319955', context: 'PRIVATE' }),
    corporate: await grantTestConsent({ organizationIdentifier, customerNumber: '13039319955', context: 'CORPORATE' }),
  };
  const consented = async (
    consent: TestConsent,
    psu: 'private' | 'corporate',
    kind: 'accounts' | 'card-accounts',
    ids: string[],
  ): Promise<IdPair[]> =>
    Promise.all(
      ids.map(async (id) => {
        const headers = {
          'PSU-ID': consent.psuId,
          'PSU-IP-Address': '192.0.2.44',
          ...(consent.psuCorporateId ? { 'PSU-Corporate-ID': consent.psuCorporateId } : {}),
        };
        const report = (await get(`/v1/${kind}/${id}/transactions?bookingStatus=booked&limit=1`, headers)) as {
          transactions?: { booked?: { transactionId?: string }[] };
        };
        return { id, childId: report.transactions?.booked?.[0]?.transactionId ?? 'none', psu };
      }),
    );
  const consentedAccounts = [
    ...(await consented(consents.private, 'private', 'accounts', consents.private.accountIds)),
    ...(await consented(consents.corporate, 'corporate', 'accounts', consents.corporate.accountIds)),
  ];
  const consentedCardAccounts = await consented(
    consents.private,
    'private',
    'card-accounts',
    consents.private.cardAccountIds,
  );

  const consentAuthorisations = [];
  for (let index = 0; index < 3; index++) {
    const created = expectOk(await tpp.client.request('POST', '/v1/bank-offered-consents'), 'bank-offered consent') as {
      consentId: string;
      _links: { scaStatus: { href: string } };
    };
    consentAuthorisations.push({
      consentId: created.consentId,
      authorisationId: created._links.scaStatus.href.split('/').pop() ?? '',
    });
  }

  return {
    tpp,
    scratch,
    customers: customers.map(({ customerId, customerNumber, customerType }) => ({
      id: customerId,
      customerNumber,
      customerType,
    })),
    accounts,
    cardAccounts,
    agreements: [
      ...new Map(
        customers
          .flatMap((customer) => customer.agreements ?? [])
          .map((agreement) => [agreement.agreementId, agreement]),
      ).values(),
    ].map((agreement) => ({
      id: agreement.agreementId,
      owner: agreement.owner,
      isCorporate: customers.some(
        (customer) => customer.customerNumber === agreement.owner && customer.customerType === 'CORPORATE',
      ),
    })),
    ibans: customers.flatMap((customer) => (customer.accounts ?? []).map((account) => account.iban)),
    maskedPans: customers.flatMap((customer) => (customer.cardAccounts ?? []).map((card) => card.maskedPan)),
    corporateIbans: customers
      .filter((customer) => customer.customerType === 'CORPORATE')
      .flatMap((customer) => (customer.accounts ?? []).map((account) => account.iban)),
    consents,
    consentedAccounts,
    consentedCardAccounts,
    consentAuthorisations,
  };
}
