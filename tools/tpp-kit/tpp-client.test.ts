import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateLocalTlsCertificate } from '@/lib/certificate-issuer/local-tls-certificate';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { createTppClient } from './tpp-client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpp-client-'));
const certificate = issueTestCertificate({
  organizationIdentifier: 'PSDNO-FSA-123456',
  organizationName: 'Example TPP AS',
  roles: ['PSP_AI'],
  ca: 'self-signed',
  keyBits: 1024,
});

// Echoes what arrived, so the tests see the request as the server does.
const echo: http.RequestListener = (request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.url === '/redirect') {
      response.writeHead(302, { Location: '/elsewhere' }).end();
      return;
    }
    if (request.url === '/text') {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('plain failure');
      return;
    }
    const received = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    response.writeHead(201, {
      'Content-Type': 'application/json',
      'X-Request-ID': request.headers['x-request-id'] ?? '',
    });
    response.end(JSON.stringify(received));
  });
};

type Received = { method: string; url: string; headers: Record<string, string>; body: string };

const httpServer = http.createServer(echo);
const tls = loadOrCreateLocalTlsCertificate(path.join(dir, 'tls'));
const httpsServer = https.createServer({ cert: tls.certPem, key: tls.keyPem, minVersion: 'TLSv1.2' }, echo);
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
let httpPort = 0;
let httpsPort = 0;

beforeAll(async () => {
  [httpPort, httpsPort] = await Promise.all([listen(httpServer), listen(httpsServer)]);
});
afterAll(() => {
  httpServer.close();
  httpsServer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('createTppClient', () => {
  it('sends a signed request under the base path and parses the JSON answer', async () => {
    const client = createTppClient({
      baseUrl: `http://127.0.0.1:${httpPort}/api/`,
      certificate,
      defaultHeaders: { 'PSU-ID': 'psu-1' },
    });
    const response = await client.request('POST', '/v1/consents?x=1', {
      body: { access: {} },
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb' },
    });
    const received = response.body as Received;

    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe(received.headers['x-request-id']);
    expect(received).toMatchObject({ method: 'POST', url: '/api/v1/consents?x=1', body: '{"access":{}}' });
    expect(received.headers).toMatchObject({
      'psu-id': 'psu-1',
      'tpp-redirect-uri': 'https://tpp.example/cb',
      'content-type': 'application/json',
    });
    expect(received.headers.date).toMatch(/ GMT$/);
    expect(received.headers.digest).toMatch(/^SHA-256=/);
    expect(received.headers['tpp-signature-certificate']).toBe(certificate.certificateBase64);
    expect(received.headers.signature).toContain(
      'headers="(request-target) date digest x-request-id psu-id tpp-redirect-uri"',
    );
  });

  it('applies per-request signing options over the client defaults', async () => {
    const client = createTppClient({
      baseUrl: `http://127.0.0.1:${httpPort}`,
      certificate,
      options: { wrap: 'rfc2047-B' },
    });
    const response = await client.request('GET', '/v1/accounts', { options: { requestTarget: 'none' } });
    const signature = (response.body as Received).headers.signature ?? '';
    expect(Buffer.from(signature.slice(10, -2), 'base64').toString()).toContain('headers="date x-request-id"');
  });

  it('talks TLS 1.2+ to a loopback server with the self-signed local certificate', async () => {
    const client = createTppClient({ baseUrl: `https://localhost:${httpsPort}`, certificate });
    const response = await client.request('GET', '/v1/accounts');
    expect(response.status).toBe(201);
    expect((response.body as Received).headers['tpp-signature-certificate']).toBe(certificate.certificateBase64);
  });

  it('does not follow redirects and keeps a non-JSON body as text', async () => {
    const client = createTppClient({ baseUrl: `http://127.0.0.1:${httpPort}`, certificate });
    const redirect = await client.request('GET', '/redirect');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/elsewhere');
    const failure = await client.request('GET', '/text');
    expect(failure).toMatchObject({ status: 500, body: undefined, text: 'plain failure' });
  });
});
