import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import document from '@/openapi/xs2a.openapi.json';
import { buildPostmanCollection, type OpenApiDocument } from './build-postman-collection';

const collection = buildPostmanCollection(document as unknown as OpenApiDocument, 'https://bank.example');
const items = collection.item.flatMap((folder) => folder.item);
const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('buildPostmanCollection', () => {
  it('is a Postman collection of format v2.1: info with the schema, folders of items, each with a request', () => {
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.info.name).toBe('Nordbank PSD2 XS2A API');
    for (const folder of collection.item) {
      expect(typeof folder.name).toBe('string');
      expect(folder.item.length, folder.name).toBeGreaterThan(0);
    }
    for (const entry of items) {
      expect(entry.name).toEqual(expect.any(String));
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(entry.request.method);
      expect(entry.request.url.host).toEqual(['{{baseUrl}}']);
      expect(entry.request.url.raw.startsWith(`{{baseUrl}}/${entry.request.url.path.join('/')}`)).toBe(true);
      for (const header of entry.request.header)
        expect(header).toEqual(expect.objectContaining({ key: expect.any(String), value: expect.any(String) }));
      expect(entry.response).toEqual([]);
    }
    expect(collection.event[0]).toEqual({
      listen: 'prerequest',
      script: { type: 'text/javascript', exec: expect.any(Array) },
    });
  });

  it('has every operation of the document once, in the folder of its tag', () => {
    const named = items.map(
      (entry) =>
        `${entry.request.method} /${entry.request.url.path.map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`,
    );
    expect(named.sort()).toEqual([...documented].sort());
    expect(collection.item.map((folder) => folder.name)).toEqual(document.tags.map((tag) => tag.name));
  });

  it('carries the example body of each operation that takes one, and the signed-request headers', () => {
    const initiate = collection.item
      .find((folder) => folder.name === 'Payment initiation')
      ?.item.find((entry) => entry.request.method === 'POST' && entry.request.url.path.length === 3);
    expect(JSON.parse(initiate?.request.body?.raw ?? '{}')).toEqual(
      document.paths['/v1/{payment-service}/{payment-product}'].post.requestBody.content['application/json'].examples
        .payments.value,
    );
    const createCustomer = items.find(
      (entry) => entry.request.method === 'POST' && entry.request.url.raw === '{{baseUrl}}/v1/sandbox/customers',
    );
    expect(JSON.parse(createCustomer?.request.body?.raw ?? '{}')).toEqual({
      customerNumber: '15068812396',
      customerType: 'PRIVATE',
      customerName: 'Ingrid Fjeld',
    });
    expect(createCustomer?.request.header.map((header) => header.key)).toEqual(
      expect.arrayContaining([
        'X-Request-ID',
        'Date',
        'Digest',
        'Signature',
        'TPP-Signature-Certificate',
        'Content-Type',
      ]),
    );
    const accounts = items.find((entry) => entry.request.url.raw.startsWith('{{baseUrl}}/v1/accounts?'));
    expect(accounts?.request.header.find((header) => header.key === 'Digest')).toBeUndefined();
    expect(accounts?.request.header.find((header) => header.key === 'PSU-ID')).toEqual(
      expect.objectContaining({ value: '{{psuId}}', disabled: false }),
    );
    expect(accounts?.request.url.query).toEqual([expect.objectContaining({ key: 'withBalance', disabled: true })]);
    const report = items.find((entry) =>
      entry.request.url.raw.startsWith('{{baseUrl}}/v1/accounts/:account-id/transactions?'),
    );
    expect(report?.request.url.query?.find((parameter) => parameter.key === 'bookingStatus')).toEqual(
      expect.objectContaining({ value: 'booked', disabled: false }),
    );
  });

  it('points baseUrl at the origin it is built for', () => {
    expect(collection.variable.find((variable) => variable.key === 'baseUrl')?.value).toBe('https://bank.example');
  });

  it('defines every variable its requests use and says honestly that Postman does not sign', () => {
    const text = JSON.stringify(collection.item);
    const used = new Set([...text.matchAll(/\{\{([A-Za-z]+)\}\}/g)].map((match) => match[1]));
    const defined = new Set(collection.variable.map((variable) => variable.key));
    expect([...used].filter((name) => !defined.has(name ?? ''))).toEqual([]);
    const script = collection.event[0]?.script.exec.join('\n') ?? '';
    expect(script).toContain('Postman cannot sign');
    expect(script).toContain('openssl dgst -sha256 -sign');
    expect(script).not.toMatch(/PRIVATE KEY/);
  });

  it('pre-request script: the Digest of the body and the signing string of the headers sent, in D5 order', () => {
    const variables: Record<string, string> = {
      date: 'Mon, 23 Nov 2026 08:00:00 GMT',
      xRequestId: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
      psuId: '3d9a6c4e-1f2b-4c8d-9e7a-5b6c7d8e9f01',
      psuCorporateId: '',
    };
    const replaceIn = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => variables[name] ?? '');
    const logged: string[] = [];
    const pm = {
      request: {
        method: 'POST',
        url: { getPathWithQuery: () => '/v1/bank-offered-consents' },
        body: { mode: 'raw', raw: '{"a":"{{psuId}}"}' },
        headers: {
          find: (match: (item: { key: string; value: string; disabled?: boolean }) => boolean) =>
            [
              { key: 'PSU-ID', value: '{{psuId}}' },
              { key: 'PSU-Corporate-ID', value: '{{psuCorporateId}}' },
              { key: 'TPP-Redirect-URI', value: 'x', disabled: true },
            ].find(match),
        },
      },
      variables: { get: (name: string) => variables[name], replaceIn },
      collectionVariables: {
        get: (name: string) => variables[name],
        set: (name: string, value: string) => (variables[name] = value),
      },
    };
    const cryptoJs = {
      SHA256: (text: string) => ({ toString: () => createHash('sha256').update(text, 'utf8').digest('base64') }),
      enc: { Base64: {} },
    };
    const script = new Function('pm', 'CryptoJS', 'console', collection.event[0]?.script.exec.join('\n') ?? '');
    script(pm, cryptoJs, { log: (text: string) => logged.push(text) });
    const digest = `SHA-256=${createHash('sha256').update(replaceIn('{"a":"{{psuId}}"}'), 'utf8').digest('base64')}`;
    expect(variables.digest).toBe(digest);
    expect(variables.signedHeaders).toBe('date x-request-id digest psu-id');
    expect(logged[0]).toBe(
      `Signing string for POST /v1/bank-offered-consents:\ndate: ${variables.date}\nx-request-id: ${variables.xRequestId}\ndigest: ${digest}\npsu-id: ${variables.psuId}`,
    );
  });
});
