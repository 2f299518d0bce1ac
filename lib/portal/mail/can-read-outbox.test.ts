import { describe, expect, it } from 'vitest';
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
