import type { ConsentStatus, PsuContext } from '@/lib/generated/prisma/enums';

/** What the AIS guard does once it knows the consent of the context a request addresses. */
export type ConsentDecision<Consent> =
  /** The consent is valid; the TPP-Session-ID is checked next. */
  | { outcome: 'granted'; consent: Consent }
  /** 401 with `_links.scaRedirect` to a new consent for the addressed context (D2, D8). */
  | { outcome: 'sca-needed'; code: 'CONSENT_INVALID' | 'CONSENT_EXPIRED'; text: string }
  /** An error without a way forward through SCA. */
  | { outcome: 'refused'; code: 'CONSENT_UNKNOWN' | 'CORPORATE_ID_INVALID'; path?: string; text: string };

export type DecideConsentAccessInput<Consent> = {
  context: PsuContext;
  consent: Consent | null;
  hasValidCorporateConsent: boolean;
};

/**
 * The AIS guard's decision once the addressed context's consent is known (D20): `consent` is that context's valid
 * consent, else its latest ended grant, else null. The corporate row is only for a PSU never granted private access.
 *
 * | Addressed context's consent      | Result                                                                  |
 * |----------------------------------|-------------------------------------------------------------------------|
 * | valid                            | granted                                                                 |
 * | revokedByPsu                     | 403 CONSENT_UNKNOWN (spec 9: the PSU revoked it at the bank)             |
 * | expired                          | 401 CONSENT_EXPIRED + scaRedirect                                       |
 * | terminatedByTpp                  | 401 CONSENT_INVALID + scaRedirect, whatever the other context holds     |
 * | none, PRIVATE, valid CORPORATE   | 400 CORPORATE_ID_INVALID (spec "Errors": a corporate user without it)   |
 * | none, otherwise                  | 401 CONSENT_INVALID + scaRedirect                                       |
 */
export function decideConsentAccess<Consent extends { status: ConsentStatus }>(
  input: DecideConsentAccessInput<Consent>,
): ConsentDecision<Consent> {
  const { consent } = input;
  const isCorporate = input.context === 'CORPORATE';
  if (consent?.status === 'valid') return { outcome: 'granted', consent };
  switch (consent?.status) {
    case 'revokedByPsu':
      return {
        outcome: 'refused',
        code: 'CONSENT_UNKNOWN',
        text: 'The PSU revoked this consent at the bank. Ask the PSU for a new consent.',
      };
    case 'expired':
      return {
        outcome: 'sca-needed',
        code: 'CONSENT_EXPIRED',
        text: 'The consent has expired: the PSU must renew it at the bank.',
      };
    case 'terminatedByTpp':
      return {
        outcome: 'sca-needed',
        code: 'CONSENT_INVALID',
        text: `The TPP deleted the PSU's ${isCorporate ? 'corporate' : 'private'} consent: a new consent flow is needed.`,
      };
    default:
      // Never granted: no consent, or only attempts (received, rejected) that gave no access.
      if (!isCorporate && input.hasValidCorporateConsent) {
        return {
          outcome: 'refused',
          code: 'CORPORATE_ID_INVALID',
          path: 'PSU-Corporate-ID',
          text: 'This PSU gave consent in a corporate context: send the PSU-Corporate-ID from the SCA redirect or GET /v1/agreements.',
        };
      }
      return {
        outcome: 'sca-needed',
        code: 'CONSENT_INVALID',
        text: isCorporate
          ? 'The PSU has not given consent for this PSU-Corporate-ID: a new consent flow is needed.'
          : 'The PSU has not given consent to this TPP: a consent flow is needed.',
      };
  }
}
