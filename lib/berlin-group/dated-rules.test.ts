import { describe, expect, it } from 'vitest';
import { datedRules, isRuleInForce, type Environment } from './dated-rules';

describe('isRuleInForce', () => {
  it.each<[keyof typeof datedRules, string, Environment, string, boolean]>([
    ['structuredAddress', 'day before', 'sandbox', '2026-08-12T12:00:00Z', false],
    ['structuredAddress', '23:59 Oslo the day before', 'sandbox', '2026-08-12T21:59:59Z', false],
    ['structuredAddress', '00:00 Oslo on the day', 'sandbox', '2026-08-12T22:00:00Z', true],
    ['structuredAddress', 'later', 'sandbox', '2027-01-01T00:00:00Z', true],
    ['structuredAddress', 'when the sandbox starts', 'production', '2026-08-13T12:00:00Z', false],
    ['structuredAddress', 'day before', 'production', '2026-11-14T12:00:00Z', false],
    ['structuredAddress', '00:00 Oslo (winter time)', 'production', '2026-11-14T23:00:00Z', true],
    ['townNameReplacesCity', 'day before', 'sandbox', '2026-01-13T12:00:00Z', false],
    ['townNameReplacesCity', 'on the day', 'sandbox', '2026-01-14T12:00:00Z', true],
    ['townNameReplacesCity', 'on the day', 'production', '2026-01-14T00:00:00Z', true],
    ['townNameReplacesCity', '2025', 'production', '2025-06-01T00:00:00Z', false],
  ])('%s, %s (%s, %s) → %s', (rule, _label, environment, now, expected) => {
    expect(isRuleInForce(datedRules[rule], { environment, now: new Date(now) })).toBe(expected);
  });
});
