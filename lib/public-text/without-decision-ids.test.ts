import { describe, expect, it } from 'vitest';
import { hasDecisionId, withoutDecisionIds } from './without-decision-ids';

describe('withoutDecisionIds', () => {
  it.each([
    ['Every request is signed with an eIDAS QSealC (D3, D5).', 'Every request is signed with an eIDAS QSealC.'],
    ['Bank-offered consent (D8, D17); role PSP_AI.', 'Bank-offered consent; role PSP_AI.'],
    ['Amounts in minor units (D7; the sandbox keeps them).', 'Amounts in minor units (the sandbox keeps them).'],
    ['Limited (spec "Limits", D20).', 'Limited (spec "Limits").'],
    ['D5: clients wrap the header.', 'Clients wrap the header.'],
    ['Roles\nD3: PSP_AI needed.', 'Roles\nPSP_AI needed.'],
    ['PSD2 and SHA-256 stay as they are.', 'PSD2 and SHA-256 stay as they are.'],
  ])('%j reads %j', (text, expected) => {
    expect(withoutDecisionIds(text)).toBe(expected);
    expect(hasDecisionId(withoutDecisionIds(text))).toBe(false);
  });

  it('finds an id in any other place, so a test can refuse it', () => {
    expect(hasDecisionId('as D5 says')).toBe(true);
    expect(hasDecisionId('PSD2 (Berlin Group 1.3.11)')).toBe(false);
  });
});
