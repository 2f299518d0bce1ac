import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * D29: a decision page without approval codes of its own (the consent, the identity confirmation) carries this code,
 * made with the approval key of the context the page was shown for (contextApprovalKey). A post from a page shown
 * before the PSU chose who they act for again (another tab, the browser's Back) does not match, and decides nothing.
 */
export function decisionPageCode(approvalKey: Buffer): string {
  return createHmac('sha256', approvalKey).update('sca-decision-page').digest('base64url');
}

/** True when the posted code is the one of a page shown for the context chosen now. */
export function isDecisionPageCurrent(approvalKey: Buffer, posted: string | null): boolean {
  const expected = Buffer.from(decisionPageCode(approvalKey));
  const actual = Buffer.from(posted ?? '');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
