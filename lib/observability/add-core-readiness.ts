import type { CoreHealth } from '@/lib/core-connector/core-accounts';
import type { Readiness } from './check-readiness';

/**
 * D34: names the core's account information beside the database when a reader is configured; a ready instance whose
 * core cannot answer is `degraded` and still served (consents, payments and the PSU pages work without the core).
 */
export function addCoreReadiness(readiness: Readiness, core: CoreHealth | null): Readiness {
  if (!core) return readiness;
  const named = { ...readiness, core: { accounts: core.state, retryAfterSeconds: core.retryAfterSeconds } };
  return named.status === 'ready' && core.state === 'unavailable' ? { ...named, status: 'degraded' } : named;
}
