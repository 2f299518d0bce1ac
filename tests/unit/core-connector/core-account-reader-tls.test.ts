import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCoreConnection } from '@/lib/core-connection/open-core-connection';
import { createCoreAccountReader } from '@/lib/core-connector/create-core-account-reader';
import { createMutualTlsFixture } from '@/tests/support/pki/mutual-tls-fixture';
import { createTempFiles } from '@/tests/support/pki/temp-files';

// D34: the reader reaches the core as the outbox does, over https with the bank's client certificate (D32); a local
// TLS server that refuses a handshake without a certificate its CA issued stands in for the core.
const files = createTempFiles();
const tls = createMutualTlsFixture();
const clients: (string | null)[] = [];
let server: https.Server;
let url: string;

beforeAll(async () => {
  server = https.createServer(
    {
      cert: tls.server.certPem,
      key: tls.server.keyPem,
      ca: tls.bankCaPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      clients.push((request.socket as TLSSocket).getPeerCertificate().subject?.CN ?? null);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ balances: [{ balanceType: 'expected', amount: '10.00' }] }));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/xs2a`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  files.remove();
});

describe('the core account reader over mutual TLS (D32, D34)', () => {
  const limits = { timeoutMilliseconds: 10_000, concurrency: 2 };
  const caFile = () => files.writeFile('core-ca.pem', tls.coreCaPem);

  it('authenticates with the client certificate and checks the core against XS2A_CORE_CA_FILE', async () => {
    const connection = openCoreConnection({
      url,
      clientCertFile: files.writeFile('bank.pem', tls.bankClient.certPem),
      clientKeyFile: files.writeFile('bank-key.pem', tls.bankClient.keyPem),
      caFile: caFile(),
    });
    const reader = createCoreAccountReader({ connection, ...limits });
    expect(await reader.balances({ iban: 'NO9386011117947' })).toEqual([{ balanceType: 'expected', amount: '10.00' }]);
    expect(clients).toEqual(['xs2a.bank.test']);
  });

  it('is refused by the core without a client certificate: a connection fault, nothing read', async () => {
    const reader = createCoreAccountReader({ connection: openCoreConnection({ url, caFile: caFile() }), ...limits });
    await expect(reader.balances({ iban: 'NO9386011117947' })).rejects.toMatchObject({ reason: 'connection' });
    expect(clients).toHaveLength(1);
  });
});
