import { describe, expect, it } from 'vitest';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { createAisTpp, psuPresent } from '@/tests/integration/support/ais-fixture';
import { contractProblems } from '@/tests/integration/support/xs2a-contract';

// The document describes what the consent, account information and PSU operations really answer: each answer below,
// successes and the refusals the document lists, has a status, headers and a body the document gives its operation.

type Links = Record<string, { href: string }>;

describe('openapi/xs2a.openapi.json against the real answers of consents, account information and the PSU operations', () => {
  it('every answer matches the schema of its operation and status', async () => {
    // Each request is signed (and its X-Request-ID chosen) before `check` is called with its answer.
    let requestId = '';
    const tpp = await createAisTpp(undefined, (signed) => (requestId = signed.headers['X-Request-ID'] ?? ''));
    const checked: string[] = [];
    const check = async (
      method: string,
      operationPath: string,
      response: Promise<TppResponse>,
      isBerlinGroupShape = true,
    ): Promise<TppResponse> => {
      const sent = requestId;
      const answered = await response;
      expect(
        contractProblems(method, operationPath, answered, sent, { isBerlinGroupShape }),
        answered.text.slice(0, 300),
      ).toEqual([]);
      checked.push(`${method} ${operationPath} ${answered.status}`);
      return answered;
    };

    const created = (
      await check('POST', '/v1/bank-offered-consents', tpp.client.request('POST', '/v1/bank-offered-consents'))
    ).body as { consentId: string; _links: Links };
    await check('POST', '/v1/consents', tpp.client.request('POST', '/v1/consents'));
    await check('GET', '/v1/consents/{consentId}', tpp.client.request('GET', created._links.self?.href ?? ''));
    await check('GET', '/v1/consents/{consentId}/status', tpp.client.request('GET', created._links.status?.href ?? ''));
    await check(
      'GET',
      '/v1/consents/{consentId}/authorisations',
      tpp.client.request('GET', `${created._links.self?.href}/authorisations`),
    );
    await check(
      'GET',
      '/v1/consents/{consentId}/authorisations/{authorisationId}',
      tpp.client.request('GET', created._links.scaStatus?.href ?? '', {
        headers: { 'x-accept-fix': 'sca-status-upper-case' },
      }),
      false,
    );
    await check(
      'GET',
      '/v1/consents/{consentId}/authorisations/{authorisationId}',
      tpp.client.request('GET', `${created._links.self?.href}/authorisations/unknown`),
    );
    await check('GET', '/v1/consents/{consentId}', tpp.client.request('GET', '/v1/consents/AAAAAAAAAAAAAAAAAAAAAA'));
    await check('DELETE', '/v1/consents/{consentId}', tpp.client.request('DELETE', created._links.self?.href ?? ''));

    const consent = await tpp.grant('13039319955', 'PRIVATE');
    await check('GET', '/v1/consents/{consentId}', tpp.client.request('GET', `/v1/consents/${consent.consentId}`));
    /** A GET under the consent with the PSU present, checked against the operation at `operationPath`. */
    const checkRead = (operationPath: string, path: string) =>
      check('GET', operationPath, tpp.read(path, consent, psuPresent));
    const accounts = (await checkRead('/v1/accounts', '/v1/accounts?withBalance=true')).body as {
      accounts: { resourceId: string }[];
    };
    const accountId = accounts.accounts[0]?.resourceId ?? '';
    await checkRead('/v1/accounts/{account-id}', `/v1/accounts/${accountId}?withBalance=true`);
    await checkRead('/v1/accounts/{account-id}/balances', `/v1/accounts/${accountId}/balances`);
    const report = (
      await checkRead(
        '/v1/accounts/{account-id}/transactions',
        `/v1/accounts/${accountId}/transactions?bookingStatus=both&limit=3&withBalance=true`,
      )
    ).body as {
      transactions: { booked: { _links: Links }[]; _links: Links };
    };
    expect(report.transactions._links.next).toBeDefined();
    await checkRead('/v1/accounts/{account-id}/transactions', report.transactions._links.next?.href ?? '');
    await checkRead(
      '/v1/accounts/{account-id}/transactions/{transactionId}',
      report.transactions.booked[0]?._links.transactionDetails?.href ?? '',
    );
    await checkRead(
      '/v1/accounts/{account-id}/transactions',
      `/v1/accounts/${accountId}/transactions?bookingStatus=both&dateFrom=2026-02-01&dateTo=2026-01-01`,
    );
    await checkRead('/v1/accounts/{account-id}', '/v1/accounts/AAAAAAAAAAAAAAAAAAAAAA');
    const cards = (await checkRead('/v1/card-accounts', '/v1/card-accounts?withBalance=true')).body as {
      cardAccounts: { resourceId: string }[];
    };
    const cardId = cards.cardAccounts[0]?.resourceId ?? '';
    await checkRead('/v1/card-accounts/{account-id}', `/v1/card-accounts/${cardId}?withBalance=true`);
    await checkRead('/v1/card-accounts/{account-id}/balances', `/v1/card-accounts/${cardId}/balances`);
    await checkRead(
      '/v1/card-accounts/{account-id}/transactions',
      `/v1/card-accounts/${cardId}/transactions?bookingStatus=both&withBalance=true`,
    );
    for (let call = 0; call < 5; call += 1)
      await check('GET', '/v1/accounts/{account-id}/balances', tpp.read(`/v1/accounts/${accountId}/balances`, consent));

    await check('GET', '/v1/accounts', tpp.client.request('GET', '/v1/accounts'));
    await check('GET', '/v1/agreements', tpp.read('/v1/agreements', consent));
    await check('GET', '/v1/agreements', tpp.client.request('GET', '/v1/agreements'));
    await check('GET', '/v1/user', tpp.client.request('GET', '/v1/user'));

    expect(checked.filter((entry) => / (200|201|204)$/.test(entry))).toHaveLength(23);
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /v1/accounts/{account-id}/balances 429',
        'GET /v1/accounts 401',
        'GET /v1/consents/{consentId} 403',
        'GET /v1/user 401',
        'GET /v1/accounts/{account-id}/transactions 400',
      ]),
    );
  }, 120_000);
});
