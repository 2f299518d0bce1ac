import { env } from '@/lib/env';
import { connectToCore, type CoreConnection } from './core-connection';

let core: CoreConnection | null | undefined;

/** D32: the connection to XS2A_CORE_PAYMENTS_URL with the core's TLS settings, made once; null when it is not set. */
export function configuredCore(): CoreConnection | null {
  core ??= env.XS2A_CORE_PAYMENTS_URL
    ? connectToCore({
        url: env.XS2A_CORE_PAYMENTS_URL,
        clientCertFile: env.XS2A_CORE_CLIENT_CERT_FILE,
        clientKeyFile: env.XS2A_CORE_CLIENT_KEY_FILE,
        clientKeyPassphrase: env.XS2A_CORE_CLIENT_KEY_PASSPHRASE,
        caFile: env.XS2A_CORE_CA_FILE,
        crlFile: env.XS2A_CORE_CRL_FILE,
      })
    : null;
  return core;
}
