import { createPrivateKey } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestTlsAuthority, issueTestTlsCertificate } from '@/tests/support/pki/core-test-pki';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTempFiles } from '@/tests/support/pki/temp-files';
import { checkCoreTls } from './core-tls';

const files = createTempFiles();
afterAll(() => files.remove());

const bankCa = createTestTlsAuthority('Test Bank Client CA');
const client = issueTestTlsCertificate(bankCa, { commonName: 'xs2a.bank.test', usage: 'client' });
const other = issueTestTlsCertificate(bankCa, { commonName: 'other.bank.test', usage: 'client' });
const good = {
  XS2A_ENV: 'production',
  XS2A_CORE_PAYMENTS_URL: 'https://core.bank.test/payments',
  XS2A_CORE_CLIENT_CERT_FILE: files.writeFile('client.pem', client.certPem),
  XS2A_CORE_CLIENT_KEY_FILE: files.writeFile('client-key.pem', client.keyPem),
  XS2A_CORE_CA_FILE: files.writeFile('core-ca.pem', bankCa.certPem),
  XS2A_CORE_CRL_FILE: files.writeFile('core-ca.crl', issueRevocationList({ ca: bankCa, revokedSerials: [] })),
};

const passphrase = 'correct horse battery staple';
const encryptedKeyFile = files.writeFile(
  'encrypted-key.pem',
  createPrivateKey(client.keyPem)
    .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
    .toString(),
);

describe('checkCoreTls (D32, D34)', () => {
  it('lets production start with an encrypted key and XS2A_CORE_CLIENT_KEY_PASSPHRASE', () => {
    expect(() =>
      checkCoreTls({
        ...good,
        XS2A_CORE_CLIENT_KEY_FILE: encryptedKeyFile,
        XS2A_CORE_CLIENT_KEY_PASSPHRASE: passphrase,
      }),
    ).not.toThrow();
  });

  it.each([
    [
      'without a passphrase',
      undefined,
      /^XS2A_CORE_CLIENT_KEY_FILE: .* holds an encrypted private key: set its passphrase in XS2A_CORE_CLIENT_KEY_PASSPHRASE$/,
    ],
    [
      'with a wrong passphrase',
      'wrong horse',
      /^XS2A_CORE_CLIENT_KEY_PASSPHRASE: it does not decrypt the private key in /,
    ],
  ])('refuses production with an encrypted key %s, never quoting the passphrase', (_name, given, message) => {
    const start = () =>
      checkCoreTls({
        ...good,
        XS2A_CORE_CLIENT_KEY_FILE: encryptedKeyFile,
        XS2A_CORE_CLIENT_KEY_PASSPHRASE: given,
      });
    expect(start).toThrow(message);
    expect(start).not.toThrow(/wrong horse|correct horse/);
  });

  it('lets production start with an https core, the client certificate and key that load, and a CA file or none', () => {
    expect(() => checkCoreTls(good)).not.toThrow();
    expect(() => checkCoreTls({ ...good, XS2A_CORE_CA_FILE: undefined, XS2A_CORE_CRL_FILE: undefined })).not.toThrow();
  });

  it('asks nothing without a core, of a loopback http core (a sidecar), or of the sandbox', () => {
    expect(() => checkCoreTls({ XS2A_ENV: 'production' })).not.toThrow();
    expect(() =>
      checkCoreTls({ XS2A_ENV: 'production', XS2A_CORE_PAYMENTS_URL: 'http://127.0.0.1:8080/payments' }),
    ).not.toThrow();
    expect(() => checkCoreTls({ XS2A_CORE_PAYMENTS_URL: 'https://core.bank.test/payments' })).not.toThrow();
  });

  it.each([
    [
      'without the client certificate and key',
      { XS2A_CORE_CLIENT_CERT_FILE: undefined, XS2A_CORE_CLIENT_KEY_FILE: undefined },
      /^Production needs XS2A_CORE_CLIENT_CERT_FILE and XS2A_CORE_CLIENT_KEY_FILE with an https XS2A_CORE_PAYMENTS_URL/,
    ],
    [
      'with a key file that does not exist',
      { XS2A_CORE_CLIENT_KEY_FILE: `${good.XS2A_CORE_CLIENT_KEY_FILE}.missing` },
      /^XS2A_CORE_CLIENT_KEY_FILE: .* does not exist$/,
    ],
    [
      "with another certificate's key",
      { XS2A_CORE_CLIENT_KEY_FILE: files.writeFile('other-key.pem', other.keyPem) },
      /^XS2A_CORE_CLIENT_KEY_FILE: .* is not the key of the certificate/,
    ],
    [
      "with the bank's own CA but not its revocation lists",
      { XS2A_CORE_CRL_FILE: undefined },
      /^Production needs XS2A_CORE_CRL_FILE with XS2A_CORE_CA_FILE: /,
    ],
    [
      'with a revocation list out of date',
      {
        XS2A_CORE_CRL_FILE: files.writeFile(
          'stale.crl',
          issueRevocationList({
            ca: bankCa,
            revokedSerials: [],
            thisUpdate: new Date(Date.now() - 10 * 86_400_000),
            nextUpdate: new Date(Date.now() - 86_400_000),
          }),
        ),
      },
      /^XS2A_CORE_CRL_FILE: the revocation list of .* is out of date since /,
    ],
    [
      'with a CA file that is not certificates',
      { XS2A_CORE_CA_FILE: files.writeFile('ca.txt', 'nothing') },
      /^XS2A_CORE_CA_FILE: /,
    ],
  ])('refuses production %s, naming the setting', (_name, change, message) => {
    expect(() => checkCoreTls({ ...good, ...change })).toThrow(message);
  });

  it('asks the same of an https XS2A_CORE_ACCOUNTS_URL alone, naming it', () => {
    const accountsOnly = {
      ...good,
      XS2A_CORE_PAYMENTS_URL: undefined,
      XS2A_CORE_ACCOUNTS_URL: 'https://core.bank.test/xs2a',
    };
    expect(() => checkCoreTls(accountsOnly)).not.toThrow();
    expect(() =>
      checkCoreTls({ ...accountsOnly, XS2A_CORE_CLIENT_CERT_FILE: undefined, XS2A_CORE_CLIENT_KEY_FILE: undefined }),
    ).toThrow(
      /^Production needs XS2A_CORE_CLIENT_CERT_FILE and XS2A_CORE_CLIENT_KEY_FILE with an https XS2A_CORE_ACCOUNTS_URL:/,
    );
    expect(() => checkCoreTls({ ...accountsOnly, XS2A_CORE_CRL_FILE: undefined })).toThrow(
      /^Production needs XS2A_CORE_CRL_FILE with XS2A_CORE_CA_FILE: /,
    );
    expect(() =>
      checkCoreTls({ XS2A_ENV: 'production', XS2A_CORE_ACCOUNTS_URL: 'http://127.0.0.1:8080/xs2a' }),
    ).not.toThrow();
  });
});
