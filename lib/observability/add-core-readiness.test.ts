import { describe, expect, it } from 'vitest';
import { addCoreReadiness } from './add-core-readiness';
import type { Readiness } from './check-readiness';

const ready: Readiness = { status: 'ready', database: 'reachable', migrations: 'applied' };
const notReady: Readiness = { status: 'not-ready', database: 'unreachable', detail: 'The database cannot be reached.' };
const available = { state: 'available', retryAfterSeconds: 0 } as const;
const unavailable = { state: 'unavailable', retryAfterSeconds: 4 } as const;

describe('addCoreReadiness (D34)', () => {
  it.each([
    ['no reader: the answer as before', ready, null, ready],
    [
      'a core that answers: ready, and named',
      ready,
      available,
      { ...ready, core: { accounts: 'available', retryAfterSeconds: 0 } },
    ],
    [
      'a core that cannot answer: degraded (still served), named with its Retry-After',
      ready,
      unavailable,
      { ...ready, status: 'degraded', core: { accounts: 'unavailable', retryAfterSeconds: 4 } },
    ],
    [
      'a database away: not ready whatever the core',
      notReady,
      unavailable,
      { ...notReady, core: { accounts: 'unavailable', retryAfterSeconds: 4 } },
    ],
  ] as const)('%s', (_name, readiness, core, expected) => {
    expect(addCoreReadiness(readiness, core)).toEqual(expected);
  });
});
