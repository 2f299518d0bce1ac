import {
  createTestTlsAuthority,
  issueTestTlsCertificate,
  type TestPemPair,
  type TestTlsAuthority,
} from './core-test-pki';

/** A core's server certificate and CA, the bank's client certificate and CA, and a client of a CA nobody trusts. */
export type MutualTlsFixture = {
  coreCaPem: string;
  server: TestPemPair;
  bankCaPem: string;
  bankClient: TestPemPair;
  strangerClient: TestPemPair;
};

/** D32's mutual TLS between the bank and its core, for one test file: three CAs and the certificates they issue. */
export function createMutualTlsFixture(): MutualTlsFixture {
  const coreCa = createTestTlsAuthority('Core TLS CA');
  const bankCa = createTestTlsAuthority('Bank client CA');
  const client = (authority: TestTlsAuthority) =>
    issueTestTlsCertificate(authority, { commonName: 'xs2a.bank.test', usage: 'client' });
  return {
    coreCaPem: coreCa.certPem,
    server: issueTestTlsCertificate(coreCa, { commonName: 'core.bank.test', usage: 'server' }),
    bankCaPem: bankCa.certPem,
    bankClient: client(bankCa),
    strangerClient: client(createTestTlsAuthority('Stranger CA')),
  };
}
