import { env } from '@/lib/env';
import { processWide } from '@/lib/runtime/process-wide';
import { connectToCore, type CoreConnection } from './core-connection';

/** D32: the connection to XS2A_CORE_PAYMENTS_URL with the core's TLS settings, one per process; null when it is not set. */
export function configuredCore(): CoreConnection | null {
  return core();
}

const core = processWide('payments.core-connection', connectConfiguredCore);

function connectConfiguredCore(): CoreConnection | null {
  return env.XS2A_CORE_PAYMENTS_URL
    ? connectToCore({
        url: env.XS2A_CORE_PAYMENTS_URL,
        clientCertFile: env.XS2A_CORE_CLIENT_CERT_FILE,
        clientKeyFile: env.XS2A_CORE_CLIENT_KEY_FILE,
        clientKeyPassphrase: env.XS2A_CORE_CLIENT_KEY_PASSPHRASE,
        caFile: env.XS2A_CORE_CA_FILE,
        crlFile: env.XS2A_CORE_CRL_FILE,
      })
    : null;
}
