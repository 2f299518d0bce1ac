import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateLocalTlsCertificate } from './local-tls-certificate';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-tls-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tlsDir = path.join(dir, 'tls');
const pair = loadOrCreateLocalTlsCertificate(tlsDir);

function handshake(host: string, servername: string | undefined) {
  const server = https.createServer({ cert: pair.certPem, key: pair.keyPem, minVersion: 'TLSv1.2' }, (_, response) =>
    response.end('ok'),
  );
  return new Promise<string>((resolve, reject) => {
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      const socket = tls.connect({ host, port, servername, ca: pair.certPem });
      socket.once('secureConnect', () => {
        resolve(socket.getProtocol() ?? '');
        socket.end();
      });
      socket.once('error', reject);
      socket.once('close', () => server.close());
    });
  });
}

describe('loadOrCreateLocalTlsCertificate', () => {
  it('is a self-signed RSA 2048 server certificate for localhost, 127.0.0.1 and ::1', () => {
    const certificate = new X509Certificate(pair.certPem);
    expect(certificate.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(certificate.checkIP('::1')).toBe('::1');
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('is stored with a private key file and reused', () => {
    expect(fs.statSync(path.join(tlsDir, 'key.pem')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateLocalTlsCertificate(tlsDir)).toEqual(pair);
  });

  it('verifies in a TLS handshake by name and by loopback address', async () => {
    await expect(handshake('127.0.0.1', 'localhost')).resolves.toMatch(/^TLSv1\.[23]$/);
    await expect(handshake('127.0.0.1', undefined)).resolves.toMatch(/^TLSv1\.[23]$/);
  });
});
