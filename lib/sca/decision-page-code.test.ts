import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contextApprovalKey } from '@/lib/sca/context-approval-key';
import { decisionPageCode, isDecisionPageCurrent } from './decision-page-code';

describe('the code of a decision page', () => {
  const sessionKey = randomBytes(32);
  const corporate = contextApprovalKey(sessionKey, {
    authorisationId: 'a1',
    customerId: 'c1',
    context: 'CORPORATE',
    agreementId: 'ag1',
  });
  const privately = contextApprovalKey(sessionKey, {
    authorisationId: 'a1',
    customerId: 'c1',
    context: 'PRIVATE',
    agreementId: null,
  });

  it('matches a page shown for the context chosen now', () => {
    expect(isDecisionPageCurrent(corporate, decisionPageCode(corporate))).toBe(true);
  });

  it('does not match a page shown for another context, another agreement or another session', () => {
    const otherAgreement = contextApprovalKey(sessionKey, {
      authorisationId: 'a1',
      customerId: 'c1',
      context: 'CORPORATE',
      agreementId: 'ag2',
    });
    const otherSession = contextApprovalKey(randomBytes(32), {
      authorisationId: 'a1',
      customerId: 'c1',
      context: 'CORPORATE',
      agreementId: 'ag1',
    });
    expect(isDecisionPageCurrent(privately, decisionPageCode(corporate))).toBe(false);
    expect(isDecisionPageCurrent(otherAgreement, decisionPageCode(corporate))).toBe(false);
    expect(isDecisionPageCurrent(otherSession, decisionPageCode(corporate))).toBe(false);
  });

  it.each([null, '', 'x', `${decisionPageCode(randomBytes(32))}=`])('does not match %j', (posted) => {
    expect(isDecisionPageCurrent(corporate, posted)).toBe(false);
  });
});
