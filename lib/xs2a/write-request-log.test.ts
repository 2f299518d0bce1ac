import { describe, expect, it, vi } from 'vitest';
import type { QueuedRequestLog } from './insert-request-logs';

// D31, D33: the rows queued by every copy of the module (the launcher's edge, Next.js's routes) are written once the
// instance stops, by one shutdown hook, before the pools close.
const written = vi.hoisted(() => ({ batches: [] as string[][] }));
vi.mock('@/lib/env', () => ({ env: { XS2A_REQUEST_LOG_DELAY_MS: 60_000 } }));
vi.mock('./insert-request-logs', () => ({
  insertRequestLogs: async (batch: QueuedRequestLog[]) => {
    written.batches.push(batch.map((row) => row.path));
    return {};
  },
}));

async function freshCopy() {
  vi.resetModules();
  return import('./write-request-log');
}

const entry = (path: string) => ({
  method: 'GET',
  path,
  operation: 'readAccountList',
  status: 200,
  errorCodes: [],
  durationMs: 3,
  isAuthenticated: true,
  tppId: 'tpp-1',
});

describe('writeRequestLog at shutdown', () => {
  it('writes what every copy of the module queued, once, when the shutdown hooks run', async () => {
    const edge = await freshCopy();
    const routes = await freshCopy();
    edge.writeRequestLog(entry('/v1/refused-at-the-edge'));
    routes.writeRequestLog(entry('/v1/accounts'));
    expect(written.batches).toEqual([]);
    const { runShutdownHooks } = await import('@/lib/runtime/on-shutdown');
    const failures: Error[] = [];
    await runShutdownHooks((error) => failures.push(error));
    expect(failures).toEqual([]);
    expect(written.batches).toEqual([['/v1/refused-at-the-edge', '/v1/accounts']]);
  });
});
