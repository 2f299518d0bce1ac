import { env, isSandbox } from '@/lib/env';
import { coreAccountReader } from '@/lib/core-connector/core-account-reader';
import type { CoreRefreshSource } from '@/lib/core-connector/core-refresh-source';

/**
 * D34: the core that production account reads are refreshed from, with XS2A_CORE_FRESHNESS_MS; null in the sandbox
 * and while no connector is configured (XS2A_CORE_ACCOUNTS_URL unset), when reads serve the imported tables as they are.
 */
export function coreAccountReaderOrNull(): CoreRefreshSource | null {
  const reader = isSandbox ? null : coreAccountReader();
  return reader && { reader, freshnessMs: env.XS2A_CORE_FRESHNESS_MS };
}
