import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPemPair } from '@/tests/support/pki/core-test-pki';
import { createMutualTlsFixture } from '@/tests/support/pki/mutual-tls-fixture';
import { startReferenceCore, type ReferenceCore } from './start-reference-core';

// D34: over https the reference core takes only clients with a certificate of the bank's CA, as the bank's core must.
const pki = createMutualTlsFixture();

function get(url: string, client: TestPemPair | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      { ca: pki.coreCaPem, agent: false, ...(client ? { cert: client.certPem, key: client.keyPem } : {}) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

describe('startReferenceCore over https', () => {
  let core: ReferenceCore;
  beforeAll(async () => {
    core = await startReferenceCore({
      exportFile: 'docs/bank-data-export.example.json',
      tls: { certPem: pki.server.certPem, keyPem: pki.server.keyPem, clientCaPem: pki.bankCaPem },
    });
  });
  afterAll(() => core.close());

  it('answers the bank’s client certificate', async () => {
    expect(core.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(await get(`${core.url}/accounts/NO5615031122330/balances`, pki.bankClient)).toBe(200);
  });

  it.each([
    ['no client certificate', null],
    ['a certificate of another CA', pki.strangerClient],
  ])('refuses a connection with %s before any answer', async (_case, client) => {
    core.requests.clear();
    await expect(get(`${core.url}/accounts/NO5615031122330/balances`, client)).rejects.toThrow();
    expect(core.requests.count).toBe(0);
  });
});
