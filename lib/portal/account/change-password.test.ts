import { describe, expect, it, vi } from 'vitest';

// D27: a new password is what a developer does about a session someone else holds: an e-mail change that session may
// have asked for (its link in the other's mailbox) ends with the other sessions, or it would take the account after.
const deleteTokens = vi.fn((query: unknown) => ({ tokens: query }));
vi.mock('@/lib/portal/account/password-hash', () => ({
  verifyPassword: async () => true,
  hashPassword: async (password: string) => `hashed:${password}`,
}));
vi.mock('@/lib/db', () => ({
  db: {
    developer: { findUnique: async () => ({ passwordHash: 'hash' }), update: (query: unknown) => ({ update: query }) },
    portalSession: { deleteMany: (query: unknown) => ({ sessions: query }) },
    portalToken: { deleteMany: deleteTokens },
    $transaction: async (steps: unknown[]) => steps,
  },
}));
const { changePassword } = await import('./change-password');

describe('changePassword', () => {
  it('ends the e-mail changes under way with the other sessions', async () => {
    const outcome = await changePassword({
      developerId: 'dev-1',
      currentPassword: 'the current password',
      newPassword: 'a long enough new password',
      sessionToken: 'A'.repeat(43),
    });
    expect(outcome).toEqual({ kind: 'changed' });
    expect(deleteTokens).toHaveBeenCalledWith({ where: { developerId: 'dev-1', kind: 'EMAIL_CHANGE' } });
  });
});
