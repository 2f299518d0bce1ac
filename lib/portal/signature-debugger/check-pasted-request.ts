import { z } from 'zod';
import { env } from '@/lib/env';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { debugSignature, type SignatureDebugReport } from './debug-signature';
import { maxRawRequestLength, parseRawRequest } from './parse-raw-request';
import { takeDebuggerAllowance } from './take-debugger-allowance';

const inputSchema = z.object({ rawRequest: z.string().min(1).max(maxRawRequestLength) }).strict();

export type CheckPastedRequestInput = { developerId: string; body: unknown; now: Date };

/**
 * The signature debugger's server side (D28): within the developer's allowance, reads the pasted request and runs the
 * API's own checks over it. Nothing of the paste is stored or logged; a private key is never sent here (the page
 * signs in the browser).
 */
export async function checkPastedRequest(input: CheckPastedRequestInput): Promise<SignatureDebugReport> {
  const parsed = inputSchema.safeParse(input.body);
  if (!parsed.success) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'rawRequest',
      text: `Paste the raw HTTP request: at most ${maxRawRequestLength} characters.`,
    });
  }
  const allowance = await takeDebuggerAllowance(input.developerId, input.now);
  if (!allowance.allowed) {
    const text = `Too many signature checks; try again in ${allowance.retryAfterSeconds} s.`;
    throw new Xs2aError('ACCESS_EXCEEDED', { text, headers: { 'Retry-After': String(allowance.retryAfterSeconds) } });
  }
  const raw = parseRawRequest(parsed.data.rawRequest);
  if (!raw.ok) throw new Xs2aError('FORMAT_ERROR', { path: 'rawRequest', text: raw.text });
  return debugSignature(raw.request, { now: input.now, clockSkewSeconds: env.XS2A_CLOCK_SKEW_SECONDS });
}
