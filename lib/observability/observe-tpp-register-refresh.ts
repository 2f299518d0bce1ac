import type { RegisterRefreshOutcome } from '@/lib/tpp/eba-register/refresh-tpp-register';
import { getLogger } from './logger';
import { xs2aMetrics } from './metrics';

/** D35: one refresh of the TPP register, counted by outcome and logged as one line (a refused or failed one as a warning). */
export function observeTppRegisterRefresh(refresh: RegisterRefreshOutcome & { durationMs: number }): void {
  xs2aMetrics().tppRegisterRefreshes.inc({ outcome: refresh.outcome });
  const line = { ...refresh, durationMs: Math.round(refresh.durationMs) };
  if (refresh.outcome === 'stored' || refresh.outcome === 'unchanged') getLogger().info(line, 'TPP register refresh');
  else getLogger().warn(line, 'TPP register refresh: the last good copy stays');
}
