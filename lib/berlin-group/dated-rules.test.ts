import { describe, expect, it } from 'vitest';
import { datedRules, isRuleInForce, type DatedRule, type Environment } from './dated-rules';

const { structuredAddress, townNameReplacesCity } = datedRules;

describe('isRuleInForce', () => {
  it.each<[string, DatedRule, Environment, string, boolean]>([
    ['structured address, sandbox, day before', structuredAddress, 'sandbox', '2026-08-12T12:00:00Z', false],
    [
      'structured address, sandbox, 23:59 Oslo the day before',
      structuredAddress,
      'sandbox',
      '2026-08-12T21:59:59Z',
      false,
    ],
    ['structured address, sandbox, 00:00 Oslo on the day', structuredAddress, 'sandbox', '2026-08-12T22:00:00Z', true],
    ['structured address, sandbox, later', structuredAddress, 'sandbox', '2027-01-01T00:00:00Z', true],
    [
      'structured address, production, when the sandbox starts',
      structuredAddress,
      'production',
      '2026-08-13T12:00:00Z',
      false,
    ],
    ['structured address, production, day before', structuredAddress, 'production', '2026-11-14T12:00:00Z', false],
    [
      'structured address, production, 00:00 Oslo (winter time)',
      structuredAddress,
      'production',
      '2026-11-14T23:00:00Z',
      true,
    ],
    ['town name, sandbox, day before', townNameReplacesCity, 'sandbox', '2026-01-13T12:00:00Z', false],
    ['town name, sandbox, on the day', townNameReplacesCity, 'sandbox', '2026-01-14T12:00:00Z', true],
    ['town name, production, on the day', townNameReplacesCity, 'production', '2026-01-14T00:00:00Z', true],
    ['town name, production, 2025', townNameReplacesCity, 'production', '2025-06-01T00:00:00Z', false],
  ])('%s → %s', (_label, rule, environment, now, expected) => {
    expect(isRuleInForce(rule, { environment, now: new Date(now) })).toBe(expected);
  });
});
