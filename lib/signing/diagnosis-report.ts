import type { ParsedCertificate } from './certificate';
import {
  stepNames,
  type CheckResult,
  type DiagnosisStep,
  type SignatureDiagnosis,
  type SignatureErrorCode,
  type SignatureFailure,
  type StepName,
} from './diagnosis-types';

// Records each check as it runs and turns the first failure into the tppMessages-ready failure (D2: status 400,
// text at most 500 characters). A check that throws is reported as a failure of its step, never rethrown.

export type DiagnosisReport = {
  /** Runs one check and returns its value, or undefined when it failed. */
  run: <Value>(step: StepName, check: () => CheckResult<Value>) => Value | undefined;
  finish: (found: { certificate?: ParsedCertificate; signingString?: string }) => SignatureDiagnosis;
};

const maxTextLength = 500;
const codeOnUnexpectedError: Record<StepName, SignatureErrorCode> = {
  certificate: 'CERTIFICATE_INVALID',
  'certificate-validity': 'CERTIFICATE_INVALID',
  'certificate-usage': 'CERTIFICATE_INVALID',
  'signature-header': 'SIGNATURE_INVALID',
  'encoded-word': 'SIGNATURE_INVALID',
  'signature-parts': 'SIGNATURE_INVALID',
  algorithm: 'SIGNATURE_INVALID',
  'key-id': 'SIGNATURE_INVALID',
  'signed-headers': 'SIGNATURE_INVALID',
  digest: 'FORMAT_ERROR',
  date: 'FORMAT_ERROR',
  'signing-string': 'SIGNATURE_INVALID',
  signature: 'SIGNATURE_INVALID',
};

export function createDiagnosisReport(): DiagnosisReport {
  const steps: DiagnosisStep[] = [];
  let failure: SignatureFailure | undefined;

  function run<Value>(step: StepName, check: () => CheckResult<Value>): Value | undefined {
    let result: CheckResult<Value>;
    try {
      result = check();
    } catch {
      result = failed(
        codeOnUnexpectedError[step],
        `The ${step} check of the request signature could not be completed.`,
      );
    }
    if (result.passed) {
      steps.push({ step, outcome: 'passed', detail: result.detail, ...(result.lines && { lines: result.lines }) });
      return result.value;
    }
    const { code, text, lines, expected, given } = result;
    steps.push({
      step,
      outcome: 'failed',
      detail: text,
      ...(lines && { lines }),
      ...(expected !== undefined && { expected }),
      ...(given !== undefined && { given }),
    });
    failure = { step, code, status: 400, text: limitText(text) };
    return undefined;
  }

  function finish(found: { certificate?: ParsedCertificate; signingString?: string }): SignatureDiagnosis {
    const ran = new Set(steps.map((entry) => entry.step));
    const skippedDetail = `Not run: the ${failure?.step ?? 'previous'} step failed.`;
    const skipped = stepNames
      .filter((step) => !ran.has(step))
      .map((step): DiagnosisStep => ({ step, outcome: 'skipped', detail: skippedDetail }));
    return {
      isValid: failure === undefined && skipped.length === 0,
      steps: [...steps, ...skipped],
      ...(failure && { failure }),
      ...found,
    };
  }

  return { run, finish };
}

export function passed<Value>(value: Value, detail: string, lines?: string[]): CheckResult<Value> {
  return { passed: true, value, detail, ...(lines && { lines }) };
}

export type FailedOptions = { lines?: string[]; expected?: string; given?: string };

export function failed(code: SignatureErrorCode, text: string, extra: FailedOptions = {}): CheckResult<never> {
  return { passed: false, code, text, ...extra };
}

/** A client-supplied value for a message: quoted, and cut short so the text stays readable. */
export function quote(value: string, maxLength = 120): string {
  return JSON.stringify(value.length > maxLength ? `${value.slice(0, maxLength)}…` : value);
}

function limitText(text: string): string {
  return text.length > maxTextLength ? `${text.slice(0, maxTextLength - 1)}…` : text;
}
