import type { SignatureFailure, StepName } from '@/lib/signing/diagnosis-types';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** The header a failed step is about, for tppMessages[].path. */
const stepHeader: Record<StepName, string> = {
  certificate: 'TPP-Signature-Certificate',
  'certificate-validity': 'TPP-Signature-Certificate',
  'certificate-usage': 'TPP-Signature-Certificate',
  'signature-header': 'Signature',
  'encoded-word': 'Signature',
  'signature-parts': 'Signature',
  algorithm: 'Signature',
  'key-id': 'Signature',
  'signed-headers': 'Signature',
  digest: 'Digest',
  date: 'Date',
  'signing-string': 'Signature',
  signature: 'Signature',
};

/**
 * D5: the API's answer to a failed signature diagnosis, the same the portal's signature debugger shows. An unreadable
 * or missing certificate is a malformed request (400); one not valid now, too weak or not made for signing is 401.
 */
export function signatureFailureError(failure: SignatureFailure | undefined): Xs2aError {
  const code = failure?.code ?? 'SIGNATURE_INVALID';
  const status =
    code === 'CERTIFICATE_EXPIRED' || (code === 'CERTIFICATE_INVALID' && isCertificateVerdict(failure?.step))
      ? 401
      : 400;
  return new Xs2aError(code, { status, path: failure ? stepHeader[failure.step] : 'Signature', text: failure?.text });
}

/** D19: a certificate that was read but is refused is an authentication failure, not a malformed request. */
function isCertificateVerdict(step: StepName | undefined): boolean {
  return step === 'certificate-validity' || step === 'certificate-usage';
}
