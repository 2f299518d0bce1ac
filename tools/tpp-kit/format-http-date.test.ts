import { describe, expect, it } from 'vitest';
import { formatHttpDate } from './format-http-date';

describe('formatHttpDate (D5)', () => {
  it.each([
    ['imf', '2026-03-05T07:08:09Z', 'Thu, 05 Mar 2026 07:08:09 GMT'],
    ['unpadded-day', '2026-03-05T07:08:09Z', 'Thu, 5 Mar 2026 07:08:09 GMT'],
    ['unpadded-day', '2026-03-15T07:08:09Z', 'Sun, 15 Mar 2026 07:08:09 GMT'],
    ['plus-0000', '2026-03-05T07:08:09Z', 'Thu, 05 Mar 2026 07:08:09 +0000'],
  ] as const)('%s of %s is %s', (format, iso, expected) => {
    expect(formatHttpDate(new Date(iso), format)).toBe(expected);
  });
});
