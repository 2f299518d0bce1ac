import type { PsuContext } from '@/lib/generated/prisma/enums';
import type { ScaFailure } from '@/lib/sca/sca-failure';

/** `transactionStatus`: a payment's or basket's status after the approval (D29), absent for other SCAs. */
export type ScaSuccess = {
  psuId: string;
  psuCorporateId: string | null;
  tppSessionId: string;
  context: PsuContext;
  transactionStatus?: string | null;
};

/**
 * Adds the bank's parameters to a TPP redirect URI, keeping the URI's own query as the TPP wrote it (D8: such as
 * `state`) except for parameters of the same names, which the bank's values replace. Values are percent-encoded
 * (spec 5: the message is URL-encoded), spaces as %20.
 */
function withParameters(redirectUri: string, parameters: [string, string][]): string {
  const url = new URL(redirectUri);
  const names = new Set(parameters.map(([name]) => name));
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !names.has(safeDecode(pair.split('=')[0] ?? '')));
  const added = parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  url.search = `?${[...kept, ...added].join('&')}`;
  return url.href;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

/**
 * Spec "SCA redirect flow" 4: psu-id, psu-corporate-id (corporate only), tpp-session-id and context; then, for a
 * payment or basket, D29's transactionStatus (PATC: registered, another approver needed).
 */
export function successReturnUrl(redirectUri: string, success: ScaSuccess): string {
  return withParameters(redirectUri, [
    ['psu-id', success.psuId],
    ...(success.psuCorporateId ? ([['psu-corporate-id', success.psuCorporateId]] as [string, string][]) : []),
    ['tpp-session-id', success.tppSessionId],
    ['context', success.context],
    ...(success.transactionStatus ? ([['transactionStatus', success.transactionStatus]] as [string, string][]) : []),
  ]);
}

/** Spec "SCA redirect flow" 5: system, status, code and message. */
export function failureReturnUrl(redirectUri: string, failure: ScaFailure): string {
  return withParameters(redirectUri, [
    ['system', failure.system],
    ['status', String(failure.status)],
    ['code', failure.code],
    ['message', failure.message],
  ]);
}
