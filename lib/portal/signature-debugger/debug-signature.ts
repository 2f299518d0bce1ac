import { diagnoseSignature } from '@/lib/signing/diagnose-signature';
import type { DiagnosisStep, SignatureDiagnosis } from '@/lib/signing/diagnosis-types';
import { computeDigest, type DigestAlgorithm } from '@/lib/signing/digest';
import { parseHttpDate } from '@/lib/signing/http-date';
import { checkEncodedWord, checkSignatureParts } from '@/lib/signing/signature-checks';
import { checkTppCertificate } from '@/lib/tpp/check-tpp-certificate';
import { signatureFailureError } from '@/lib/xs2a/signature-failure-error';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import type { ParsedRawRequest, RawHeader } from './parse-raw-request';
import { summariseCertificate, type CertificateSummary } from './summarise-certificate';

/** A step of the debugger's report: the API's steps, then the certificate identity checks the API runs next. */
export type DebuggerStep = Omit<DiagnosisStep, 'step' | 'outcome'> & {
  step: DiagnosisStep['step'] | 'identity';
  /** warning: the Date step when only the clock is off; the other steps then ran at the Date's own time. */
  outcome: DiagnosisStep['outcome'] | 'warning';
};

export type SignatureDebugReport = {
  /** "Valid" when the API would accept the signature, else the Berlin Group code it answers with. */
  verdict: string;
  /** The API's answer for the signature sent now: its status, code and tppMessages path and text. */
  apiAnswer: { status: number; code: string; path?: string; text?: string } | null;
  received: Omit<ParsedRawRequest, 'body'> & { bodyBytes: number };
  digest: { sent: string | null; recomputed: string };
  steps: DebuggerStep[];
  signingString?: string;
  signatureParts?: { keyId: string; algorithm: string; headers: string[]; signature: string };
  certificate?: CertificateSummary;
};

/**
 * D28: the signature debugger runs the API's own checks over a pasted request, without any X-Request-ID; a Date off the
 * clock is a warning, and the other steps then run at that Date's own time.
 */
export function debugSignature(
  request: ParsedRawRequest,
  options: { now: Date; clockSkewSeconds: number },
): SignatureDebugReport {
  const headers = new Headers();
  for (const { name, value } of request.headers) headers.append(name, value);
  const signed = {
    method: request.method,
    target: request.target,
    headers,
    body: request.body.byteLength > 0 ? request.body : null,
  };
  const atNow = diagnoseSignature(signed, options);
  const clockOnly = atNow.failure?.code === 'TIMESTAMP_INVALID' ? parseHttpDate(headers.get('date') ?? '') : null;
  const diagnosis = clockOnly ? diagnoseSignature(signed, { ...options, now: clockOnly }) : atNow;
  const steps: DebuggerStep[] = diagnosis.steps.map((step) =>
    clockOnly && step.step === 'date' ? { ...atNowStep(atNow), outcome: 'warning' } : step,
  );

  let apiAnswer: SignatureDebugReport['apiAnswer'] = null;
  let verdict = 'Valid';
  if (!diagnosis.isValid) {
    apiAnswer = answerOf(signatureFailureError(diagnosis.failure));
    verdict = apiAnswer.code;
  } else if (diagnosis.certificate) {
    const checked = checkTppCertificate(diagnosis.certificate);
    if (checked.ok) {
      const roles = checked.usableRoles.length > 0 ? checked.usableRoles.join(', ') : 'none';
      steps.push({
        step: 'identity',
        outcome: 'passed',
        detail: `The certificate names TPP ${checked.organizationIdentifier} with the roles ${roles}.`,
      });
    } else {
      apiAnswer = answerOf(new Xs2aError(checked.code, { path: 'TPP-Signature-Certificate', text: checked.text }));
      verdict = apiAnswer.code;
      steps.push({ step: 'identity', outcome: 'failed', detail: checked.text });
    }
  }
  if (clockOnly && verdict === 'Valid') apiAnswer = answerOf(signatureFailureError(atNow.failure));

  return {
    verdict,
    apiAnswer,
    received: { ...withoutBody(request), bodyBytes: request.body.byteLength },
    digest: digestOf(request.headers, request.body),
    steps,
    ...(diagnosis.signingString !== undefined && { signingString: diagnosis.signingString }),
    ...signaturePartsOf(headers),
    ...(diagnosis.certificate && { certificate: summariseCertificate(diagnosis.certificate) }),
  };
}

function atNowStep(diagnosis: SignatureDiagnosis): DiagnosisStep {
  return diagnosis.steps.find((step) => step.step === 'date')!;
}

function answerOf(error: {
  status: number;
  code: string;
  path?: string;
  text?: string;
}): NonNullable<SignatureDebugReport['apiAnswer']> {
  return {
    status: error.status,
    code: error.code,
    ...(error.path && { path: error.path }),
    ...(error.text && { text: error.text }),
  };
}

function withoutBody(request: ParsedRawRequest): Omit<ParsedRawRequest, 'body'> {
  const { method, target, httpVersion, lineEnding, headers, notes } = request;
  return { method, target, httpVersion, lineEnding, headers, notes };
}

/** The Digest sent beside the one recomputed from the body, in the algorithm the TPP chose (SHA-256 by default). */
function digestOf(headers: RawHeader[], body: Uint8Array): SignatureDebugReport['digest'] {
  const sent = headers.find((header) => header.name.toLowerCase() === 'digest')?.value ?? null;
  const algorithm: DigestAlgorithm = sent !== null && /^\s*sha-512=/i.test(sent) ? 'SHA-512' : 'SHA-256';
  return { sent, recomputed: computeDigest(body, algorithm) };
}

/** keyId, algorithm, headers and signature as the API reads them (an RFC 2047 wrapper removed, D5), for signing the same string in the browser to compare. */
function signaturePartsOf(headers: Headers): Pick<SignatureDebugReport, 'signatureParts'> {
  const value = headers.get('signature');
  if (value === null) return {};
  const unwrapped = checkEncodedWord(value);
  if (!unwrapped.passed) return {};
  const parsed = checkSignatureParts(unwrapped.value);
  if (!parsed.passed) return {};
  const { keyId, algorithm, headers: names, signature } = parsed.value;
  return { signatureParts: { keyId, algorithm, headers: names, signature } };
}
