import { describe, expect, it } from 'vitest';
import { openingHoursSchema } from '@/lib/settings/opening-hours';
import { formatOpeningHours } from './format-opening-hours';

describe('formatOpeningHours', () => {
  it.each([
    ['Mon-Fri 08:00-20:00', 'en', 'Monday to Friday 08:00–20:00 (Norwegian time)'],
    ['Mon-Fri 08:00-20:00', 'nb', 'mandag–fredag kl. 08.00–20.00'],
    [
      'Sat 10:00-15:00, Mon-Fri 07:00-22:00',
      'en',
      'Monday to Friday 07:00–22:00, Saturday 10:00–15:00 (Norwegian time)',
    ],
    ['Sat 10:00-15:00, Mon-Fri 07:00-22:00', 'nb', 'mandag–fredag kl. 07.00–22.00, lørdag kl. 10.00–15.00'],
    ['always', 'en', 'around the clock, every day'],
    ['always', 'nb', 'hele døgnet, alle dager'],
  ] as const)('%s in %s is %j', (setting, language, expected) => {
    expect(formatOpeningHours(openingHoursSchema.parse(setting), language)).toBe(expected);
  });
});
