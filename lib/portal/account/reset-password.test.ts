import { beforeEach, describe, expect, it, vi } from 'vitest';

// D27: the new password is hashed (argon2id, 19 MiB) only for a link that can still be used, so a stream of posts
// with made-up tokens costs the server nothing but a lookup.
const hashPassword = vi.fn(async (password: string) => `hashed:${password}`);
vi.mock('@/lib/portal/account/password-hash', () => ({ hashPassword }));
const isUsablePortalToken = vi.fn(async () => false);
const consumePortalToken = vi.fn(async (): Promise<{ developerId: string; email: string } | null> => null);
vi.mock('@/lib/portal/account/portal-token', () => ({ isUsablePortalToken, consumePortalToken }));
const updateMany = vi.fn(async () => ({ count: 0 }));
const deleteSessions = vi.fn(async () => ({ count: 1 }));
const deleteTokens = vi.fn(async (_query: unknown) => ({ count: 1 }));
const client = {
  developer: { updateMany },
  portalSession: { deleteMany: deleteSessions },
  portalToken: { deleteMany: deleteTokens },
};
vi.mock('@/lib/db', () => ({ db: { $transaction: async (run: (tx: typeof client) => unknown) => run(client) } }));

const { resetPassword } = await import('./reset-password');
const validReset = () =>
  resetPassword({ token: 'A'.repeat(43), password: 'a long enough new password', now: new Date() });

describe('resetPassword', () => {
  beforeEach(() => hashPassword.mockClear());

  it('refuses an unknown, used or expired link without hashing the password', async () => {
    expect(await validReset()).toEqual({ kind: 'link-invalid' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses a password against the rules before looking at the link', async () => {
    expect(await resetPassword({ token: 'A'.repeat(43), password: 'too short', now: new Date() })).toEqual({
      kind: 'invalid',
      problem: 'too-short',
    });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('changes nothing for a link mailed to the address the account had before an e-mail change', async () => {
    isUsablePortalToken.mockResolvedValueOnce(true);
    consumePortalToken.mockResolvedValueOnce({ developerId: 'dev-1', email: 'old@tpp.example' });
    expect(await validReset()).toEqual({ kind: 'link-invalid' });
    expect(deleteSessions).not.toHaveBeenCalled();
  });

  it('ends the e-mail changes under way with every session, as a new password is the answer to a stolen one', async () => {
    isUsablePortalToken.mockResolvedValueOnce(true);
    consumePortalToken.mockResolvedValueOnce({ developerId: 'dev-1', email: 'dev@tpp.example' });
    updateMany.mockResolvedValueOnce({ count: 1 });
    expect(await validReset()).toEqual({ kind: 'reset' });
    expect(deleteSessions).toHaveBeenCalled();
    expect(deleteTokens).toHaveBeenCalledWith({ where: { developerId: 'dev-1', kind: 'EMAIL_CHANGE' } });
  });
});
