import { describe, expect, it, vi } from 'vitest';
import { canReadOutbox } from './can-read-outbox';

// The unit project runs with the default environment: sandbox, no PORTAL_SMTP_URL.
describe('canReadOutbox (D27: the sandbox outbox is for this machine only)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.45.3.9', true],
    ['0:0:0:0::/64', true],
    ['192.0.2.10', false],
    ['2001:db8:0:1::/64', false],
    ['unknown', false],
  ])('%s → %s', (address, isAllowed) => {
    expect(canReadOutbox(address)).toBe(isAllowed);
  });
});

describe('canReadOutbox outside the local sandbox', () => {
  it.each([[{ XS2A_ENV: 'production' }], [{ PORTAL_SMTP_URL: 'smtp://mail.example:587' }]])(
    'is false for every client with %j',
    async (settings) => {
      vi.resetModules();
      for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
      try {
        const { canReadOutbox: check } = await import('./can-read-outbox');
        expect(check('127.0.0.1')).toBe(false);
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );
});
