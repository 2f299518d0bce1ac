import { createPrivateKey } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTempFiles } from '@/tests/support/pki/temp-files';
import { connectToCore } from '@/lib/payments/outbox/core-connection';
import { createTestTlsAuthority, issueTestTlsCertificate } from '@/tests/support/pki/core-test-pki';

// D32: the core is reached over https with mutual TLS. A real local TLS server stands in for it: it asks for a client
// certificate and refuses a handshake without one its CA issued (requestCert, rejectUnauthorized).
const files = createTempFiles();
const coreCa = createTestTlsAuthority('Test Core CA');
const bankCa = createTestTlsAuthority('Test Bank Client CA');
const strangerCa = createTestTlsAuthority('Somebody Else CA');
const coreServer = issueTestTlsCertificate(coreCa, { commonName: 'core.bank.test', usage: 'server' });
const bank = issueTestTlsCertificate(bankCa, { commonName: 'xs2a.bank.test', usage: 'client' });
const stranger = issueTestTlsCertificate(strangerCa, { commonName: 'xs2a.bank.test', usage: 'client' });
const bankFiles = {
  clientCertFile: files.writeFile('bank.pem', bank.certPem),
  clientKeyFile: files.writeFile('bank-key.pem', bank.keyPem),
  caFile: files.writeFile('core-ca.pem', coreCa.certPem),
};

type Seen = { method: string; url: string; client: string | null; idempotencyKey: string | undefined; body: string };
const seen: Seen[] = [];
let server: https.Server;
let url: string;

beforeAll(async () => {
  server = https.createServer(
    {
      cert: coreServer.certPem,
      key: coreServer.keyPem,
      ca: bankCa.certPem,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const peer = (request.socket as TLSSocket).getPeerCertificate();
        seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          client: peer.subject?.CN ?? null,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.setHeader('content-type', 'application/json');
        response.end(
          request.url?.endsWith('/long') ? 'x'.repeat(70_000) : JSON.stringify({ transactionStatus: 'ACSC' }),
        );
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/core/payments`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  files.remove();
});

describe('connectToCore (D32)', () => {
  it('authenticates the bank with its client certificate and checks the core against XS2A_CORE_CA_FILE', async () => {
    const core = connectToCore({ url, ...bankFiles });
    const answer = await core.request({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-1' },
      body: '{"paymentId":"p1"}',
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/core/payments',
      client: 'xs2a.bank.test',
      idempotencyKey: 'key-1',
      body: '{"paymentId":"p1"}',
    });
    const status = await core.request({
      method: 'GET',
      path: '6f1c1c1e-0d4c-4b7e-9c1a-1f0e2f3a4b5c',
      headers: { accept: 'application/json' },
    });
    expect([status.status, JSON.parse(status.body)]).toEqual([200, { transactionStatus: 'ACSC' }]);
    expect(seen.at(-1)?.url).toBe('/core/payments/6f1c1c1e-0d4c-4b7e-9c1a-1f0e2f3a4b5c');
  });

  it('authenticates with an encrypted PKCS#8 key and its passphrase', async () => {
    const passphrase = 'correct horse battery staple';
    const encrypted = createPrivateKey(bank.keyPem)
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
      .toString();
    const core = connectToCore({
      url,
      ...bankFiles,
      clientKeyFile: files.writeFile('bank-key-encrypted.pem', encrypted),
      clientKeyPassphrase: passphrase,
    });
    const answer = await core.request({ method: 'GET', path: 'encrypted', headers: {} });
    expect([answer.status, seen.at(-1)?.client]).toEqual([200, 'xs2a.bank.test']);
  });

  it('is refused by the core without a client certificate, or with one another CA issued', async () => {
    const count = seen.length;
    await expect(
      connectToCore({ url, caFile: bankFiles.caFile }).request({ method: 'GET', path: 'a', headers: {} }),
    ).rejects.toThrow(/certificate required/);
    const strangerFiles = {
      clientCertFile: files.writeFile('stranger.pem', stranger.certPem),
      clientKeyFile: files.writeFile('stranger-key.pem', stranger.keyPem),
      caFile: bankFiles.caFile,
    };
    await expect(
      connectToCore({ url, ...strangerFiles }).request({ method: 'GET', path: 'a', headers: {} }),
    ).rejects.toThrow(/unknown ca|socket hang up|ECONNRESET/);
    expect(seen.length).toBe(count);
  });

  it("refuses a core whose certificate does not chain to XS2A_CORE_CA_FILE, and one Node's public CAs do not know", async () => {
    const count = seen.length;
    const wrongCa = { ...bankFiles, caFile: files.writeFile('wrong-ca.pem', strangerCa.certPem) };
    await expect(connectToCore({ url, ...wrongCa }).request({ method: 'GET', path: 'a', headers: {} })).rejects.toThrow(
      /self[- ]signed|unable to (get|verify)/i,
    );
    await expect(
      connectToCore({ url, clientCertFile: bankFiles.clientCertFile, clientKeyFile: bankFiles.clientKeyFile }).request({
        method: 'GET',
        path: 'a',
        headers: {},
      }),
    ).rejects.toThrow(/self[- ]signed|unable to (get|verify)/i);
    expect(seen.length).toBe(count);
  });

  it("checks the core's certificate against the revocation lists of XS2A_CORE_CRL_FILE: a revoked one gets no request", async () => {
    const count = seen.length;
    const current = connectToCore({
      url,
      ...bankFiles,
      crlFile: files.writeFile('core-ca.crl', issueRevocationList({ ca: coreCa, revokedSerials: [] })),
    });
    expect((await current.request({ method: 'GET', path: 'listed', headers: {} })).status).toBe(200);
    const revokedSerial = new X509Certificate(coreServer.certPem).serialNumber;
    const revoked = connectToCore({
      url,
      ...bankFiles,
      crlFile: files.writeFile(
        'core-ca-revoked.crl',
        issueRevocationList({ ca: coreCa, revokedSerials: [revokedSerial] }),
      ),
    });
    await expect(revoked.request({ method: 'GET', path: 'revoked', headers: {} })).rejects.toThrow(
      /certificate revoked/,
    );
    expect(seen.length).toBe(count + 1);
  });

  it('fails every request while a file is broken, with the reason naming the setting and not the key', async () => {
    const broken = connectToCore({ url, ...bankFiles, clientKeyFile: `${bankFiles.clientKeyFile}.missing` });
    await expect(broken.request({ method: 'GET', path: 'a', headers: {} })).rejects.toThrow(
      /^XS2A_CORE_CLIENT_KEY_FILE: .* does not exist$/,
    );
  });

  it('cuts off an answer longer than a status needs', async () => {
    await expect(
      connectToCore({ url, ...bankFiles }).request({ method: 'GET', path: 'long', headers: {} }),
    ).rejects.toThrow(/longer than 65536 bytes/);
  });

  it('speaks plain http to a loopback address', async () => {
    const plain = http.createServer((request, response) => response.end(`${request.method} ${request.url}`));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await connectToCore({
        url: `http://127.0.0.1:${(plain.address() as AddressInfo).port}/payments/`,
      }).request({ method: 'GET', path: 'a/b', headers: {} });
      expect(answer).toEqual({ status: 200, body: 'GET /payments/a%2Fb' });
    } finally {
      plain.closeAllConnections();
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});
