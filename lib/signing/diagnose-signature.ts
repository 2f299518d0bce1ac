import { checkCertificateHeader, checkCertificateUsage, checkCertificateValidity } from './certificate-checks';
import { createDiagnosisReport } from './diagnosis-report';
import type { DiagnosisOptions, SignatureDiagnosis, SignedRequest } from './diagnosis-types';
import { checkDate, checkRequestDigest, checkSignedHeaders } from './request-checks';
import {
  checkAlgorithm,
  checkEncodedWord,
  checkKeyId,
  checkSignatureParts,
  checkSignaturePresent,
} from './signature-checks';
import { checkSignatureValue, checkSigningString } from './verification-checks';

export type {
  DiagnosisOptions,
  DiagnosisStep,
  SignatureDiagnosis,
  SignatureErrorCode,
  SignatureFailure,
  SignedRequest,
  StepName,
} from './diagnosis-types';

/**
 * Checks a request's signature step by step (spec "Authentication", D5) and reports every step, so the API can
 * answer with the first failure and the developer portal can show where a TPP's signing goes wrong. Never throws.
 */
export function diagnoseSignature(request: SignedRequest, options: DiagnosisOptions): SignatureDiagnosis {
  const report = createDiagnosisReport();
  const { headers } = request;

  const certificate = report.run('certificate', () => checkCertificateHeader(headers));
  if (certificate === undefined) return report.finish({});
  const found = { certificate };
  const isCurrent = report.run('certificate-validity', () => checkCertificateValidity(certificate, options.now));
  if (isCurrent === undefined) return report.finish(found);
  if (report.run('certificate-usage', () => checkCertificateUsage(certificate)) === undefined)
    return report.finish(found);

  const rawSignature = report.run('signature-header', () => checkSignaturePresent(headers));
  if (rawSignature === undefined) return report.finish(found);
  const signature = report.run('encoded-word', () => checkEncodedWord(rawSignature));
  if (signature === undefined) return report.finish(found);
  const parts = report.run('signature-parts', () => checkSignatureParts(signature));
  if (parts === undefined) return report.finish(found);
  const algorithm = report.run('algorithm', () => checkAlgorithm(parts, certificate));
  if (algorithm === undefined) return report.finish(found);
  if (report.run('key-id', () => checkKeyId(parts, certificate)) === undefined) return report.finish(found);

  if (report.run('signed-headers', () => checkSignedHeaders(parts, request)) === undefined) return report.finish(found);
  if (report.run('digest', () => checkRequestDigest(request)) === undefined) return report.finish(found);
  if (report.run('date', () => checkDate(request, options)) === undefined) return report.finish(found);

  const signingString = report.run('signing-string', () => checkSigningString(parts, request));
  if (signingString === undefined) return report.finish(found);
  report.run('signature', () => checkSignatureValue(parts, algorithm, signingString, certificate));
  return report.finish({ ...found, signingString });
}
