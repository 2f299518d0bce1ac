import { describe, expect, it } from 'vitest';
import { ConsentStatus } from '@/lib/generated/prisma/enums';
import { canMoveConsentStatus } from './consent-transitions';

const legal = new Set([
  'received→valid',
  'received→rejected',
  'received→terminatedByTpp',
  'valid→revokedByPsu',
  'valid→expired',
  'valid→terminatedByTpp',
]);
const states = Object.values(ConsentStatus);

describe('consentStatus transitions', () => {
  it.each(states.flatMap((from) => states.map((to) => [from, to, legal.has(`${from}→${to}`)] as const)))(
    '%s → %s is legal: %s',
    (from, to, isLegal) => {
      expect(canMoveConsentStatus(from, to)).toBe(isLegal);
    },
  );
});
