import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject, describe, expect, it } from 'vitest';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';
import type { SandboxCardAccountView } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';
import committed from '@/openapi/xs2a.openapi.json';
import { documentForOrigin } from '@/lib/api-reference/document-for-origin';
import { responseProblems } from '@/tests/integration/support/sandbox-openapi-validator';
import { daysFromToday, newCustomerNumber, newSandboxTpp } from '@/tests/integration/support/sandbox-tpp';

// D16: the project's OpenAPI document (/openapi.json, kept in the repo) describes the sandbox operations with their schemas.

type Operations = Record<string, Record<string, unknown>>;

async function routeOperations(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name === 'route.ts')
    .map((entry) => path.join(entry.parentPath, entry.name));
  const operations = await Promise.all(
    files.map(async (file) => {
      const route = `/${path.relative('app', path.dirname(file)).replace(/\[([^\]]+)\]/g, '{$1}')}`;
      const methods = [...(await readFile(file, 'utf8')).matchAll(/export const (GET|POST|PUT|DELETE) =/g)].map(
        (match) => match[1],
      );
      return methods.map((method) => `${method} ${route}`);
    }),
  );
  return operations.flat().sort();
}

describe('/openapi.json', () => {
  it('serves the committed document for the origin it is read on, which is the one the code builds', async () => {
    const response = await fetch(`${inject('baseUrl')}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(documentForOrigin(committed, inject('baseUrl')));
    // When this fails, run `npx tsx openapi/write-openapi-document.ts` and commit the file.
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument()))).toEqual(committed);
  });

  it('documents every sandbox route handler, and nothing else under /v1/sandbox', async () => {
    const documented = Object.entries(committed.paths as Operations).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(documented.filter((operation) => operation.includes('/v1/sandbox/')).sort()).toEqual(
      await routeOperations('app/v1/sandbox'),
    );
  });

  it('is OpenAPI 3.0 with signed-request headers on every operation, and every $ref resolves', () => {
    expect(committed.openapi).toMatch(/^3\.0\.\d$/);
    const text = JSON.stringify(committed);
    for (const [, pointer] of text.matchAll(/"\$ref":"#([^"]+)"/g)) {
      const target = (pointer ?? '')
        .split('/')
        .slice(1)
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/')],
          committed,
        );
      expect(target, pointer).toBeDefined();
    }
    for (const methods of Object.values(committed.paths as Operations)) {
      for (const operation of Object.values(methods) as { parameters: { $ref?: string }[]; operationId: string }[]) {
        const headers = operation.parameters.map((parameter) => parameter.$ref).filter(Boolean);
        expect(headers, operation.operationId).toEqual(
          expect.arrayContaining(
            ['XRequestId', 'Signature', 'TppSignatureCertificate', 'Digest', 'Date'].map(
              (name) => `#/components/parameters/${name}`,
            ),
          ),
        );
      }
    }
  });

  it('describes the real responses: every operation answers bodies that match its schema', async () => {
    const tpp = newSandboxTpp();
    const checked: string[] = [];
    const check = async (
      method: string,
      operationPath: string,
      response: Promise<TppResponse>,
    ): Promise<TppResponse> => {
      const answered = await response;
      if (answered.status !== 204)
        expect(
          responseProblems(method, operationPath, answered.status, answered.body),
          `${method} ${operationPath} ${answered.status}`,
        ).toEqual([]);
      checked.push(`${method} ${operationPath} ${answered.status}`);
      return answered;
    };
    await check('POST', '/v1/sandbox/initialize', tpp.post('/v1/sandbox/initialize'));
    await check('GET', '/v1/sandbox/customers', tpp.get('/v1/sandbox/customers?withAccounts=true&withAgreements=true'));
    const [company, person] = await Promise.all(
      (['CORPORATE', 'PRIVATE'] as const).map(
        async (customerType) =>
          (
            await check(
              'POST',
              '/v1/sandbox/customers',
              tpp.post('/v1/sandbox/customers', {
                customerNumber: newCustomerNumber(),
                customerType,
                customerName: 'Skjema AS',
              }),
            )
          ).body as SandboxCustomerView,
      ),
    );
    await check(
      'GET',
      '/v1/sandbox/customers/{customerId}',
      tpp.get(`${person?._links.self.href}?withAccounts=true&withAgreements=true`),
    );
    // An account and a card account: create, read, replace the balances, then create, list and read a transaction.
    const withTransactions = async <
      View extends { _links: { self: { href: string }; transactions: { href: string } } },
    >(
      collection: string,
      idName: string,
      bodies: { create: unknown; balances: unknown; transaction: unknown },
    ): Promise<View> => {
      const one = `/v1/sandbox/${collection}/{${idName}}`;
      const created = (
        await check('POST', `/v1/sandbox/${collection}`, tpp.post(`/v1/sandbox/${collection}`, bodies.create))
      ).body as View;
      await check('GET', one, tpp.get(created._links.self.href));
      await check('PUT', `${one}/balances`, tpp.put(`${created._links.self.href}/balances`, bodies.balances));
      const transaction = (
        await check('POST', `${one}/transactions`, tpp.post(created._links.transactions.href, bodies.transaction))
      ).body as { _links: { self: { href: string } } };
      await check('GET', `${one}/transactions`, tpp.get(created._links.transactions.href));
      await check('GET', `${one}/transactions/{transactionId}`, tpp.get(transaction._links.self.href));
      return created;
    };
    const account = await withTransactions<SandboxAccountView>('accounts', 'mockAccountId', {
      create: { customerNumber: company?.customerNumber, currency: 'NOK' },
      balances: [{ balanceAmount: { currency: 'NOK', amount: 10 }, balanceType: 'expected' }],
      transaction: {
        amount: -10,
        currency: 'NOK',
        bookingDate: daysFromToday(-1),
        remittanceInformationStructuredArray: [{ reference: '1234' }],
      },
    });
    const card = await withTransactions<SandboxCardAccountView>('card-accounts', 'mockCardAccountId', {
      create: {
        customerNumber: company?.customerNumber,
        maskedPan: '476173******0010',
        currency: 'NOK',
        creditLimit: { currency: 'NOK', amount: 100 },
      },
      balances: [{ balanceAmount: { currency: 'NOK', amount: 10 }, balanceType: 'interimBooked' }],
      transaction: {
        amount: -10,
        currency: 'NOK',
        bookingStatus: 'pending',
        originalAmount: { currency: 'EUR', amount: 1 },
        exchangeRate: '10.1',
      },
    });
    const agreement = (
      await check(
        'POST',
        '/v1/sandbox/agreements',
        tpp.post('/v1/sandbox/agreements', { owner: company?.customerNumber }),
      )
    ).body as SandboxAgreementView;
    await check('GET', '/v1/sandbox/agreements/{mockAgreementId}', tpp.get(agreement._links.self.href));
    await check(
      'POST',
      '/v1/sandbox/agreements/{mockAgreementId}/engagements',
      tpp.post(agreement._links.engagements.href, {
        customer: person?.customerNumber,
        account: { maskedPan: card.maskedPan },
        roles: ['REGISTER', 'VIEW'],
      }),
    );
    await check('POST', '/v1/sandbox/customers', tpp.post('/v1/sandbox/customers', { customerNumber: '1' }));
    await check('GET', '/v1/sandbox/customers/{customerId}', tpp.get('/v1/sandbox/customers/AAAAAAAAAAAAAAAAAAAAAA'));
    await check('DELETE', '/v1/sandbox/accounts/{mockAccountId}', tpp.delete(account._links.self.href));
    await check('DELETE', '/v1/sandbox/customers/{customerId}', tpp.delete(company?._links.self.href ?? ''));
    expect(checked.filter((entry) => /\s(200|201|204)$/.test(entry))).toHaveLength(22);
  });
});
