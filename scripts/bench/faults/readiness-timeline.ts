import { setTimeout as sleep } from 'node:timers/promises';

/** GET /readyz every 100 ms until stopped: each answer's time and status (0: no answer). */
export function watchReadiness(baseUrl: () => string): {
  samples: { at: number; status: number }[];
  stop: () => Promise<void>;
} {
  const samples: { at: number; status: number }[] = [];
  let isStopped = false;
  const loop = (async () => {
    while (!isStopped) {
      const response = await fetch(`${baseUrl()}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
      samples.push({ at: Date.now(), status: response?.status ?? 0 });
      await response?.arrayBuffer().catch(() => undefined);
      await sleep(100);
    }
  })();
  return {
    samples,
    stop: async () => {
      isStopped = true;
      await loop;
    },
  };
}
