import { describe, expect, it } from 'vitest';
import { ConsentStatus, type PsuContext } from '@/lib/generated/prisma/enums';
import { errorStatuses } from '@/lib/xs2a/error-codes';
import { decideConsentAccess } from './decide-consent-access';

// The AIS guard's table (D2, D8, D20): the addressed context's consent × whether a corporate consent is valid.
// Each row: the answer without and with a valid corporate consent, as HTTP status and code ("+sca": scaRedirect).
type Answer = 'granted' | `${number} ${string}`;
const table: [PsuContext, ConsentStatus | null, Answer, Answer][] = [
  ['PRIVATE', 'valid', 'granted', 'granted'],
  ['PRIVATE', 'revokedByPsu', '403 CONSENT_UNKNOWN', '403 CONSENT_UNKNOWN'],
  ['PRIVATE', 'expired', '401 CONSENT_EXPIRED +sca', '401 CONSENT_EXPIRED +sca'],
  // D20: a private consent the TPP deleted needs a new consent, even when a corporate one is valid.
  ['PRIVATE', 'terminatedByTpp', '401 CONSENT_INVALID +sca', '401 CONSENT_INVALID +sca'],
  ['PRIVATE', null, '401 CONSENT_INVALID +sca', '400 CORPORATE_ID_INVALID'],
  ['PRIVATE', 'received', '401 CONSENT_INVALID +sca', '400 CORPORATE_ID_INVALID'],
  ['PRIVATE', 'rejected', '401 CONSENT_INVALID +sca', '400 CORPORATE_ID_INVALID'],
  ['PRIVATE', 'partiallyAuthorised', '401 CONSENT_INVALID +sca', '400 CORPORATE_ID_INVALID'],
  ['CORPORATE', 'valid', 'granted', 'granted'],
  ['CORPORATE', 'revokedByPsu', '403 CONSENT_UNKNOWN', '403 CONSENT_UNKNOWN'],
  ['CORPORATE', 'expired', '401 CONSENT_EXPIRED +sca', '401 CONSENT_EXPIRED +sca'],
  ['CORPORATE', 'terminatedByTpp', '401 CONSENT_INVALID +sca', '401 CONSENT_INVALID +sca'],
  // Spec "SCA redirect flow" 8: PSU-Corporate-ID for a context without consent starts a new consent flow.
  ['CORPORATE', null, '401 CONSENT_INVALID +sca', '401 CONSENT_INVALID +sca'],
  ['CORPORATE', 'received', '401 CONSENT_INVALID +sca', '401 CONSENT_INVALID +sca'],
  ['CORPORATE', 'rejected', '401 CONSENT_INVALID +sca', '401 CONSENT_INVALID +sca'],
  ['CORPORATE', 'partiallyAuthorised', '401 CONSENT_INVALID +sca', '401 CONSENT_INVALID +sca'],
];

function answer(context: PsuContext, status: ConsentStatus | null, hasValidCorporateConsent: boolean): Answer {
  const consent = status === null ? null : { id: 'c1', status };
  const decision = decideConsentAccess({ context, consent, hasValidCorporateConsent });
  if (decision.outcome === 'granted') return 'granted';
  return `${errorStatuses[decision.code]} ${decision.code}${decision.outcome === 'sca-needed' ? ' +sca' : ''}`;
}

describe('decideConsentAccess', () => {
  it.each(table)(
    '%s context, consent %s: %s; with a valid corporate consent: %s',
    (context, status, withoutCorporate, withCorporate) => {
      expect(answer(context, status, false)).toBe(withoutCorporate);
      expect(answer(context, status, true)).toBe(withCorporate);
    },
  );

  it('covers every consent status in both contexts', () => {
    const rows = table.map(([context, status]) => `${context} ${status}`).sort();
    const expected = (['PRIVATE', 'CORPORATE'] as const)
      .flatMap((context) => [null, ...Object.values(ConsentStatus)].map((status) => `${context} ${status}`))
      .sort();
    expect(rows).toEqual(expected);
  });

  it('hands back the valid consent it granted', () => {
    const consent = { id: 'c1', status: 'valid' as const, lastScaAt: null };
    expect(decideConsentAccess({ context: 'PRIVATE', consent, hasValidCorporateConsent: true })).toEqual({
      outcome: 'granted',
      consent,
    });
  });

  it('names PSU-Corporate-ID as the header at fault, and says what to send', () => {
    const decision = decideConsentAccess({ context: 'PRIVATE', consent: null, hasValidCorporateConsent: true });
    expect(decision).toMatchObject({
      outcome: 'refused',
      code: 'CORPORATE_ID_INVALID',
      path: 'PSU-Corporate-ID',
      text: expect.stringContaining('GET /v1/agreements'),
    });
  });
});
