import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnoseSignature } from '@/lib/signing/diagnose-signature';
import { createTestCertificate } from '@/tests/support/pki/create-test-certificate';
import { refusedWithCertificates } from '@/lib/portal/request-log/refused-with-certificates';

/** The pattern with which the migration that added RequestLog.certificateFingerprint filled it for older rows. */
function backfillPattern(): RegExp {
  const migrations = path.resolve('prisma/migrations');
  const folder = readdirSync(migrations).find((name) => name.endsWith('_request_log_certificate_fingerprint'));
  const sql = readFileSync(path.join(migrations, folder!, 'migration.sql'), 'utf8');
  return new RegExp(/from '([^']+)'/.exec(sql)![1]!);
}

describe('refusedWithCertificates', () => {
  it("finds a TPP's refused rows by the fingerprints of its certificates, among the rows without a TPP", () => {
    expect(refusedWithCertificates(['AB', 'CD'])).toEqual({
      tppId: null,
      certificateFingerprint: { in: ['AB', 'CD'] },
      isAuthenticated: false,
    });
  });

  it('matches nothing for a TPP without certificates', () => {
    expect(refusedWithCertificates([])).toBeNull();
  });

  it("took older rows' fingerprints from the wording of their stored certificate step", () => {
    const certificate = createTestCertificate({ serialNumber: '0A' });
    const headers = new Headers({ 'TPP-Signature-Certificate': certificate.base64 });
    const diagnosis = diagnoseSignature(
      { method: 'GET', target: '/v1/accounts', headers, body: null },
      { now: new Date('2026-03-01T12:00:00Z'), clockSkewSeconds: 60 },
    );
    expect(backfillPattern().exec(diagnosis.steps[0]!.detail)?.[1]).toBe(diagnosis.certificate!.fingerprint);
  });
});
