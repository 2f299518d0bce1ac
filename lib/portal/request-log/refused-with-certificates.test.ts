import { describe, expect, it } from 'vitest';
import { diagnoseSignature } from '@/lib/signing/diagnose-signature';
import { createTestCertificate } from '@/lib/signing/test-support/create-test-certificate';
import { refusedWithCertificates } from './refused-with-certificates';

describe('refusedWithCertificates', () => {
  it("matches the wording of the stored certificate step, so a refused call's row is found by its certificate", () => {
    const certificate = createTestCertificate({ serialNumber: '0A' });
    const headers = new Headers({ 'TPP-Signature-Certificate': certificate.base64 });
    const diagnosis = diagnoseSignature({ method: 'GET', target: '/v1/accounts', headers, body: null }, { now: new Date('2026-03-01T12:00:00Z'), clockSkewSeconds: 60 });
    const fingerprint = diagnosis.certificate!.fingerprint;
    const filter = refusedWithCertificates([fingerprint]) as { OR: { signatureDiagnosis: { string_ends_with: string } }[] };
    expect(diagnosis.steps[0]!.detail.endsWith(filter.OR[0]!.signatureDiagnosis.string_ends_with)).toBe(true);
  });

  it('matches nothing for a TPP without certificates', () => {
    expect(refusedWithCertificates([])).toBeNull();
  });
});
