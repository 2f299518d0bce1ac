import { env } from '@/lib/env';
import { openCoreConnection } from '@/lib/core-connection/open-core-connection';
import type { CoreAccountReader } from './core-accounts';
import { createCoreAccountReader } from './create-core-account-reader';

let reader: CoreAccountReader | null | undefined;

/** D34: this process's reader of XS2A_CORE_ACCOUNTS_URL, made once; null in the sandbox or without the URL. */
export function coreAccountReader(): CoreAccountReader | null {
  reader ??=
    env.XS2A_ENV === 'production' && env.XS2A_CORE_ACCOUNTS_URL
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
  return reader;
}
