import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contextApprovalKey } from './context-approval-key';

const sessionKey = randomBytes(32);
const privateChoice = { authorisationId: 'a1', customerId: 'c1', context: 'PRIVATE', agreementId: null } as const;

describe('contextApprovalKey', () => {
  it('is stable for one choice in one session', () => {
    expect(
      contextApprovalKey(sessionKey, privateChoice).equals(contextApprovalKey(sessionKey, { ...privateChoice })),
    ).toBe(true);
  });

  it('changes with the person, the context, the agreement, the SCA process and the session', () => {
    const key = contextApprovalKey(sessionKey, privateChoice);
    const others = [
      contextApprovalKey(sessionKey, { ...privateChoice, context: 'CORPORATE', agreementId: 'g1' }),
      contextApprovalKey(sessionKey, { ...privateChoice, context: 'CORPORATE', agreementId: 'g2' }),
      contextApprovalKey(sessionKey, { ...privateChoice, authorisationId: 'a2' }),
      contextApprovalKey(sessionKey, { ...privateChoice, customerId: 'c2' }),
      contextApprovalKey(randomBytes(32), privateChoice),
    ];
    for (const other of others) expect(other.equals(key)).toBe(false);
    expect(others[0]?.equals(others[1] ?? Buffer.alloc(0))).toBe(false);
  });

  it('is not the session key itself', () => {
    expect(contextApprovalKey(sessionKey, privateChoice).equals(sessionKey)).toBe(false);
  });
});
