import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ readers: 0 }));
vi.mock('@/lib/env', () => ({
  env: {
    XS2A_ENV: 'production',
    XS2A_CORE_ACCOUNTS_URL: 'https://core.bank.example',
    XS2A_CORE_READ_TIMEOUT_MS: 1_000,
  },
}));
vi.mock('@/lib/core-connection/open-core-connection', () => ({ openCoreConnection: () => ({}) }));
vi.mock('./create-core-account-reader', () => ({
  createCoreAccountReader: () => ({ reader: (made.readers += 1) }),
}));

describe('coreAccountReader', () => {
  it('is one reader per process, whichever copy of lib/ asks: one bulkhead and one breaker for every route and page', async () => {
    vi.resetModules();
    const first = await import('./core-account-reader');
    vi.resetModules();
    const second = await import('./core-account-reader');
    expect(second).not.toBe(first);
    expect(second.coreAccountReader()).toBe(first.coreAccountReader());
    expect(made.readers).toBe(1);
  });
});
