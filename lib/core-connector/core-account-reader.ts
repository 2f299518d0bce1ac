import { env } from '@/lib/env';
import { processWide } from '@/lib/runtime/process-wide';
import { openCoreConnection } from '@/lib/core-connection/open-core-connection';
import type { CoreAccountReader } from './core-accounts';
import { createCoreAccountReader } from './create-core-account-reader';

/**
 * D34: this process's reader of XS2A_CORE_ACCOUNTS_URL, made once; null in the sandbox or without the URL. One per
 * process, so that its bulkhead and breaker bound every route's and page's calls together.
 */
export function coreAccountReader(): CoreAccountReader | null {
  return reader();
}

const reader = processWide('core-connector.account-reader', createConfiguredReader);

function createConfiguredReader(): CoreAccountReader | null {
  return env.XS2A_ENV === 'production' && env.XS2A_CORE_ACCOUNTS_URL
    ? createCoreAccountReader({
        connection: openCoreConnection({
          url: env.XS2A_CORE_ACCOUNTS_URL,
          clientCertFile: env.XS2A_CORE_CLIENT_CERT_FILE,
          clientKeyFile: env.XS2A_CORE_CLIENT_KEY_FILE,
          clientKeyPassphrase: env.XS2A_CORE_CLIENT_KEY_PASSPHRASE,
          caFile: env.XS2A_CORE_CA_FILE,
          crlFile: env.XS2A_CORE_CRL_FILE,
        }),
        timeoutMilliseconds: env.XS2A_CORE_READ_TIMEOUT_MS,
        concurrency: env.XS2A_CORE_READ_CONCURRENCY,
      })
    : null;
}
