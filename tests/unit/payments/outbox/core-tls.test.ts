import fs from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTempFiles } from '@/tests/support/pki/temp-files';
import { loadCoreTls } from '@/lib/payments/outbox/core-tls';
import { createTestTlsAuthority, issueTestTlsCertificate } from '@/tests/support/pki/core-test-pki';

// D32: the bank's client certificate and key for mutual TLS with its core, and the CAs its server must chain to.
const files = createTempFiles();
afterAll(() => files.remove());

const bankCa = createTestTlsAuthority('Test Bank Client CA');
const coreCa = createTestTlsAuthority('Test Core CA');
const client = issueTestTlsCertificate(bankCa, { commonName: 'xs2a.bank.test', usage: 'client' });
const other = issueTestTlsCertificate(bankCa, { commonName: 'other.bank.test', usage: 'client' });
const good = {
  clientCertFile: files.writeFile('client.pem', `${client.certPem}${bankCa.certPem}`),
  clientKeyFile: files.writeFile('client-key.pem', client.keyPem),
  caFile: files.writeFile('core-ca.pem', coreCa.certPem),
};
const keyBody = client.keyPem.split('\n')[1] ?? '';

describe("loadCoreTls: the revocation lists of the core's CAs (D32)", () => {
  const now = Date.now();
  const current = issueRevocationList({ ca: coreCa, revokedSerials: [] });

  it('hands node:https the lists of XS2A_CORE_CRL_FILE, PEM or one DER list, once a CA of XS2A_CORE_CA_FILE signed each', () => {
    expect(loadCoreTls({ caFile: good.caFile, crlFile: files.writeFile('core.crl', current) })).toMatchObject({
      ok: true,
      material: { ca: coreCa.certPem, crl: current.replace(/\r\n/g, '\n') },
    });
    const der = Buffer.from(current.replace(/-----[A-Z0-9 ]+-----|\s/g, ''), 'base64');
    const fromDer = loadCoreTls({ caFile: good.caFile, crlFile: files.writeFile('core-der.crl', der) });
    expect(fromDer.ok && fromDer.material.crl).toBe(current.replace(/\r\n/g, '\n'));
  });

  const stranger = createTestTlsAuthority('Somebody Else CA');
  it.each([
    [
      'a PEM file without a list',
      () => files.writeFile('no.crl', coreCa.certPem),
      /^XS2A_CORE_CRL_FILE: .*no\.crl holds no PEM X509 CRL$/,
    ],
    [
      'a file that is no list',
      () => files.writeFile('nothing.crl', 'nothing'),
      /^XS2A_CORE_CRL_FILE: revocation list 1 in .*nothing\.crl is malformed: /,
    ],
    [
      'a list no CA of XS2A_CORE_CA_FILE signed',
      () => files.writeFile('stranger.crl', issueRevocationList({ ca: stranger, revokedSerials: [] })),
      /^XS2A_CORE_CRL_FILE: revocation list 1 in .* is not signed by a CA in XS2A_CORE_CA_FILE$/,
    ],
    [
      'a list without nextUpdate',
      () => files.writeFile('forever.crl', issueRevocationList({ ca: coreCa, revokedSerials: [], nextUpdate: null })),
      /^XS2A_CORE_CRL_FILE: revocation list 1 in .* has no nextUpdate/,
    ],
    [
      'a list past its nextUpdate',
      () =>
        files.writeFile(
          'stale.crl',
          issueRevocationList({
            ca: coreCa,
            revokedSerials: [],
            thisUpdate: new Date(now - 10 * 86_400_000),
            nextUpdate: new Date(now - 86_400_000),
          }),
        ),
      /^XS2A_CORE_CRL_FILE: the revocation list of .*CN=Test Core CA in .* is out of date since /,
    ],
  ])('refuses %s, naming the setting', (_name, crlFile, reason) => {
    const loaded = loadCoreTls({ caFile: good.caFile, crlFile: crlFile() });
    expect(loaded.ok ? '' : loaded.reason).toMatch(reason);
  });

  it('refuses lists without the CA file that signs them', () => {
    expect(loadCoreTls({ crlFile: files.writeFile('alone.crl', current) })).toEqual({
      ok: false,
      reason: 'XS2A_CORE_CRL_FILE: is used only with XS2A_CORE_CA_FILE, whose CAs sign the lists',
    });
  });

  it('refuses a list that runs out while loaded, without the file changing', () => {
    const crlFile = files.writeFile(
      'runs-out.crl',
      issueRevocationList({
        ca: coreCa,
        revokedSerials: [new X509Certificate(client.certPem).serialNumber],
        nextUpdate: new Date(now + 60_000),
      }),
    );
    expect(loadCoreTls({ caFile: good.caFile, crlFile }, new Date(now)).ok).toBe(true);
    expect(loadCoreTls({ caFile: good.caFile, crlFile }, new Date(now + 120_000))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/out of date since/),
    });
  });
});

describe('loadCoreTls (D32)', () => {
  it('loads the client certificate with its chain, its key and the core CA', () => {
    const loaded = loadCoreTls(good);
    expect(loaded).toMatchObject({
      ok: true,
      material: { cert: `${client.certPem}${bankCa.certPem}`, key: client.keyPem, ca: coreCa.certPem },
    });
  });

  it('takes a CA file alone (the core asks for no client certificate), and nothing at all', () => {
    expect(loadCoreTls({ caFile: good.caFile })).toMatchObject({ ok: true, material: { ca: coreCa.certPem } });
    expect(loadCoreTls({})).toMatchObject({ ok: true, material: {} });
  });

  it('uses a renewed certificate and key once their files are replaced', () => {
    const clientCertFile = files.writeFile('renewed.pem', client.certPem);
    const clientKeyFile = files.writeFile('renewed-key.pem', client.keyPem);
    const first = loadCoreTls({ clientCertFile, clientKeyFile });
    const renewed = issueTestTlsCertificate(bankCa, { commonName: 'xs2a.bank.test', usage: 'client' });
    fs.writeFileSync(clientKeyFile, renewed.keyPem);
    fs.writeFileSync(clientCertFile, `${renewed.certPem}\n`);
    const second = loadCoreTls({ clientCertFile, clientKeyFile });
    expect(second).toMatchObject({ ok: true, material: { key: renewed.keyPem } });
    expect(second.ok && first.ok && second.version !== first.version).toBe(true);
  });

  const passphrase = 'correct horse battery staple';
  const encryptedKey = createPrivateKey(client.keyPem)
    .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
    .toString();
  const encryptedKeyFile = files.writeFile('encrypted-key.pem', encryptedKey);

  it('decrypts an encrypted PKCS#8 key with XS2A_CORE_CLIENT_KEY_PASSPHRASE and hands node:https the passphrase', () => {
    const loaded = loadCoreTls({ ...good, clientKeyFile: encryptedKeyFile, clientKeyPassphrase: passphrase });
    expect(loaded).toMatchObject({ ok: true, material: { key: encryptedKey, passphrase } });
    // A passphrase beside an unencrypted key is not handed on.
    const plain = loadCoreTls({ ...good, clientKeyPassphrase: passphrase });
    expect(plain).toMatchObject({ ok: true, material: { key: client.keyPem } });
    expect(plain.ok && 'passphrase' in plain.material).toBe(false);
  });

  it.each([
    [
      'without a passphrase',
      undefined,
      /^XS2A_CORE_CLIENT_KEY_FILE: .*encrypted-key\.pem holds an encrypted private key: set its passphrase in XS2A_CORE_CLIENT_KEY_PASSPHRASE$/,
    ],
    [
      'with a wrong passphrase',
      'wrong horse',
      /^XS2A_CORE_CLIENT_KEY_PASSPHRASE: it does not decrypt the private key in .*encrypted-key\.pem \(XS2A_CORE_CLIENT_KEY_FILE\)$/,
    ],
  ])('refuses an encrypted key %s, never quoting the passphrase or the key', (_name, given, reason) => {
    const loaded = loadCoreTls({ ...good, clientKeyFile: encryptedKeyFile, clientKeyPassphrase: given });
    const text = loaded.ok ? '' : loaded.reason;
    expect(text).toMatch(reason);
    expect(text).not.toContain(passphrase);
    expect(text).not.toContain('wrong horse');
    expect(text).not.toContain(encryptedKey.split('\n')[1]);
  });
  const now = Date.now();
  const expired = issueTestTlsCertificate(bankCa, {
    commonName: 'xs2a.bank.test',
    usage: 'client',
    notBefore: new Date(now - 10 * 86_400_000),
    notAfter: new Date(now - 86_400_000),
  });
  const future = issueTestTlsCertificate(bankCa, {
    commonName: 'xs2a.bank.test',
    usage: 'client',
    notBefore: new Date(now + 86_400_000),
  });
  it.each([
    [
      'a certificate file that does not exist',
      { clientCertFile: `${good.clientCertFile}.missing` },
      /^XS2A_CORE_CLIENT_CERT_FILE: .*missing cannot be read: it does not exist$/,
    ],
    [
      'a key file that does not exist',
      { clientKeyFile: `${good.clientKeyFile}.missing` },
      /^XS2A_CORE_CLIENT_KEY_FILE: .* it does not exist$/,
    ],
    [
      'a certificate file without a certificate',
      { clientCertFile: files.writeFile('key-as-cert.pem', client.keyPem) },
      /^XS2A_CORE_CLIENT_CERT_FILE: .* holds no PEM certificate$/,
    ],
    [
      "a key that is not the certificate's",
      { clientKeyFile: files.writeFile('other-key.pem', other.keyPem) },
      /^XS2A_CORE_CLIENT_KEY_FILE: .* is not the key of the certificate in XS2A_CORE_CLIENT_CERT_FILE$/,
    ],
    [
      'a key file without a key',
      { clientKeyFile: files.writeFile('cert-as-key.pem', client.certPem) },
      /^XS2A_CORE_CLIENT_KEY_FILE: .* holds no PEM private key$/,
    ],
    [
      'an expired certificate',
      {
        clientCertFile: files.writeFile('expired.pem', expired.certPem),
        clientKeyFile: files.writeFile('expired-key.pem', expired.keyPem),
      },
      /^XS2A_CORE_CLIENT_CERT_FILE: the certificate in .* expired on /,
    ],
    [
      'a certificate not yet valid',
      {
        clientCertFile: files.writeFile('future.pem', future.certPem),
        clientKeyFile: files.writeFile('future-key.pem', future.keyPem),
      },
      /^XS2A_CORE_CLIENT_CERT_FILE: the certificate in .* is not valid before /,
    ],
    [
      'a CA file without certificates',
      { caFile: files.writeFile('ca.txt', 'not a certificate') },
      /^XS2A_CORE_CA_FILE: .* holds no PEM certificates/,
    ],
    [
      'a CA file with a broken certificate',
      { caFile: files.writeFile('broken-ca.pem', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n') },
      /^XS2A_CORE_CA_FILE: .* holds no PEM certificates, or one that cannot be read$/,
    ],
  ])('refuses %s, naming the setting and never quoting the key', (_name, change, reason) => {
    const loaded = loadCoreTls({ ...good, ...change });
    expect(loaded.ok).toBe(false);
    const text = loaded.ok ? '' : loaded.reason;
    expect(text).toMatch(reason);
    expect(text).not.toContain(keyBody);
    expect(text).not.toContain('PRIVATE KEY');
  });
});
