import { beforeEach, describe, expect, it, vi } from 'vitest';

// D27: the password step of a developer with TOTP proves only half a sign-in: it must not clear the e-mail's failures,
// or a stolen password would buy 4 more code guesses each time it is typed again, and the lock would never come.
const succeed = vi.fn(async () => undefined);
const createPortalSession = vi.fn();
vi.mock('@/lib/portal/account/reserve-portal-sign-in', () => ({
  reservePortalSignIn: async () => ({ kind: 'reserved', succeed }),
}));
vi.mock('@/lib/portal/account/password-hash', () => ({ verifyPassword: async () => true }));
vi.mock('@/lib/portal/session/create-portal-session', () => ({ createPortalSession }));
vi.mock('@/lib/db', () => ({
  db: {
    developer: { findUnique: async () => ({ id: 'dev-1', email: 'dev@tpp.example', passwordHash: 'hash' }) },
  },
}));

const { authorizeDeveloper } = await import('./authorize-developer');
const input = { email: 'dev@tpp.example', password: 'the right password', clientAddress: '192.0.2.1', now: new Date() };

describe('authorizeDeveloper', () => {
  beforeEach(() => succeed.mockClear());

  it('clears the e-mail’s failures when the password signs in alone', async () => {
    createPortalSession.mockResolvedValueOnce({ token: 't', expires: new Date(), isAwaitingSecondFactor: false });
    expect(await authorizeDeveloper(input)).toMatchObject({ kind: 'signed-in' });
    expect(succeed).toHaveBeenCalledOnce();
  });

  it('leaves them, the password counted, while the sign-in waits for its second factor', async () => {
    createPortalSession.mockResolvedValueOnce({ token: 't', expires: new Date(), isAwaitingSecondFactor: true });
    expect(await authorizeDeveloper(input)).toMatchObject({ kind: 'signed-in' });
    expect(succeed).not.toHaveBeenCalled();
  });
});
