import { describe, expect, it } from 'vitest';
import { usageChanges } from '@/lib/berlin-group/bank-changes';
import type { UsageChange } from '@/lib/berlin-group/bank-change-schema';
import { checkBankChanges } from '@/lib/berlin-group/check-bank-changes';
import type { DetectedUsage } from '@/lib/berlin-group/detect-change-usages';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const city: DetectedUsage = { usage: 'address-city', path: 'payments[0].creditorAddress.city' };
const remittance: DetectedUsage = { usage: 'single-remittance-structured', path: 'remittanceInformationStructured' };
const futureRule: UsageChange = {
  kind: 'rule',
  id: 'array-only',
  usage: 'single-remittance-structured',
  refusedFrom: { sandbox: '2027-03-01', production: '2027-06-01' },
  summary: { en: 'Array only', nb: 'Bare tabellen' },
};
const now = new Date('2026-11-28T12:00:00Z');

function refusal(
  usages: DetectedUsage[],
  options: { tried?: string[]; environment?: 'sandbox' | 'production'; at?: Date } = {},
) {
  try {
    checkBankChanges({
      usages,
      changes: [...usageChanges, futureRule],
      environment: options.environment ?? 'sandbox',
      now: options.at ?? now,
      tried: new Set(options.tried ?? []),
    });
    return null;
  } catch (error) {
    if (!(error instanceof Xs2aError)) throw error;
    return { code: error.code, path: error.path, text: error.text };
  }
}

describe('checkBankChanges (D11)', () => {
  it('refuses Address.city after its date, naming townName', () => {
    expect(refusal([city])).toEqual({
      code: 'FORMAT_ERROR',
      path: 'payments[0].creditorAddress.city',
      text: 'creditorAddress.city was replaced by creditorAddress.townName on 2026-01-14: send the town as townName.',
    });
  });

  it('takes Address.city before its date', () => {
    expect(refusal([city], { at: new Date('2026-01-13T12:00:00Z') })).toBeNull();
  });

  it('takes a deprecated use without a removal date, and a rule before its date', () => {
    expect(refusal([{ usage: 'consents-alias' }, remittance])).toBeNull();
  });

  it('refuses a future rule from its date in the environment (00:00 Oslo)', () => {
    expect(refusal([remittance], { at: new Date('2027-02-28T22:59:59Z') })).toBeNull();
    expect(refusal([remittance], { at: new Date('2027-02-28T23:00:00Z') })).toMatchObject({
      code: 'FORMAT_ERROR',
      path: 'remittanceInformationStructured',
    });
    expect(refusal([remittance], { at: new Date('2027-03-01T12:00:00Z'), environment: 'production' })).toBeNull();
  });

  it('refuses at once what the TPP tries now, in the sandbox only', () => {
    expect(refusal([remittance], { tried: ['array-only'] })).toEqual({
      code: 'FORMAT_ERROR',
      path: 'remittanceInformationStructured',
      text: 'remittanceInformationStructured is replaced by remittanceInformationStructuredArray on 2027-03-01, which your sandbox tries now: send the references in the array.',
    });
    expect(refusal([{ usage: 'consents-alias' }], { tried: ['consents-alias'] })).toEqual({
      code: 'RESOURCE_UNKNOWN',
      path: undefined,
      text: 'POST /v1/consents is removed, which your sandbox tries now: ask for a consent with POST /v1/bank-offered-consents.',
    });
    expect(refusal([remittance], { tried: ['array-only'], environment: 'production' })).toBeNull();
  });
});
