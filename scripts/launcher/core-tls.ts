import { loadCoreTls } from '@/lib/payments/outbox/core-tls';

const coreUrlSettings = ['XS2A_CORE_PAYMENTS_URL', 'XS2A_CORE_ACCOUNTS_URL'] as const;

/**
 * D32, D34: a production start with an https core URL (payments or accounts) needs the bank's client certificate and key
 * (and, with the bank's own CA, its revocation lists), all loading; else it refuses naming the setting, never the key.
 */
export function checkCoreTls(source: Record<string, string | undefined>): void {
  const httpsCores = coreUrlSettings.filter((name) => /^https:/i.test(source[name] ?? ''));
  const isHttpsCore = httpsCores.length > 0;
  if (
    source.XS2A_ENV === 'production' &&
    isHttpsCore &&
    !(source.XS2A_CORE_CLIENT_CERT_FILE && source.XS2A_CORE_CLIENT_KEY_FILE)
  ) {
    throw new Error(
      `Production needs XS2A_CORE_CLIENT_CERT_FILE and XS2A_CORE_CLIENT_KEY_FILE with an https ${httpsCores.join(' and ')}: the bank authenticates to its core with that client certificate (mutual TLS, D32).`,
    );
  }
  // As D4 for TPP certificates: a chain to the bank's own CA is checked for revocation too, or a stolen core key would
  // keep receiving payment orders and account data after the CA revoked its certificate.
  if (source.XS2A_ENV === 'production' && isHttpsCore && source.XS2A_CORE_CA_FILE && !source.XS2A_CORE_CRL_FILE) {
    throw new Error(
      "Production needs XS2A_CORE_CRL_FILE with XS2A_CORE_CA_FILE: the core's certificate is checked against the revocation lists of those CAs (D32).",
    );
  }
  const loaded = loadCoreTls({
    clientCertFile: source.XS2A_CORE_CLIENT_CERT_FILE,
    clientKeyFile: source.XS2A_CORE_CLIENT_KEY_FILE,
    clientKeyPassphrase: source.XS2A_CORE_CLIENT_KEY_PASSPHRASE,
    caFile: source.XS2A_CORE_CA_FILE,
    crlFile: source.XS2A_CORE_CRL_FILE,
  });
  if (!loaded.ok) throw new Error(loaded.reason);
}
