import { describe, expect, it } from 'vitest';
import { osloTimeFormat } from './oslo-time-format';

// D11, D27: the portal's public pages show Oslo time with its offset, in either language.
describe('osloTimeFormat', () => {
  it('formats an instant as Oslo time with its UTC offset', () => {
    const winter = new Date('2026-11-28T08:40:00Z');
    expect(osloTimeFormat('en').format(winter)).toBe('28 Nov 2026, 09:40 GMT+1');
    expect(osloTimeFormat('nb').format(new Date('2026-07-01T08:40:00Z'))).toBe('1. juli 2026, 10:40 GMT+2');
  });
});
