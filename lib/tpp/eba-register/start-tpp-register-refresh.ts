import { observeTppRegisterRefresh } from '@/lib/observability/observe-tpp-register-refresh';
import { getLogger } from '@/lib/observability/logger';
import { repeatInBackground, type BackgroundLoop } from '@/lib/runtime/repeat-in-background';
import { loadRegisterCopy } from './load-register-copy';
import { refreshTppRegister, type RegisterRefreshSettings } from './refresh-tpp-register';

// D35: how soon an instance uses a copy another instance stored ("within one refresh" plus this).
const watchIntervalMs = 2_000;

/**
 * D35: in one instance, the refresh (tried every interval, or sooner, and run by whichever instance gets the lease)
 * and the watch that holds the newest stored copy. `stop` ends both after the step in hand.
 */
export function startTppRegisterRefresh(settings: RegisterRefreshSettings): BackgroundLoop {
  const refresh = repeatInBackground({
    intervalMs: Math.min(settings.intervalMs, 60_000),
    runsAtStart: true,
    work: async (signal) => {
      const started = performance.now();
      try {
        const outcome = await refreshTppRegister(settings, signal);
        if (outcome) observeTppRegisterRefresh({ ...outcome, durationMs: performance.now() - started });
        if (outcome?.outcome === 'stored' || outcome?.outcome === 'unchanged') await loadRegisterCopy();
      } catch (error) {
        observeTppRegisterRefresh({
          outcome: 'failed',
          reason: (error as Error).message,
          durationMs: performance.now() - started,
        });
      }
    },
  });
  let isWatchFailing = false;
  const watch = repeatInBackground({
    intervalMs: watchIntervalMs,
    runsAtStart: false,
    work: async () => {
      try {
        await loadRegisterCopy();
        isWatchFailing = false;
      } catch (error) {
        // One line when reading starts to fail, not one every two seconds; the copy held stays in use.
        if (!isWatchFailing)
          getLogger().error({ error: (error as Error).message }, 'The stored TPP register copy could not be read');
        isWatchFailing = true;
      }
    },
  });
  return { stop: async () => void (await Promise.all([refresh.stop(), watch.stop()])) };
}
