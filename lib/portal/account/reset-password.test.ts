import { beforeEach, describe, expect, it, vi } from 'vitest';

// D27: the new password is hashed (argon2id, 19 MiB) only for a link that can still be used, so a stream of posts
// with made-up tokens costs the server nothing but a lookup.
const hashPassword = vi.fn(async (password: string) => `hashed:${password}`);
vi.mock('@/lib/portal/account/password-hash', () => ({ hashPassword }));
vi.mock('@/lib/portal/account/portal-token', () => ({
  isUsablePortalToken: async () => false,
  consumePortalToken: async () => null,
}));
vi.mock('@/lib/db', () => ({ db: {} }));

const { resetPassword } = await import('./reset-password');

describe('resetPassword', () => {
  beforeEach(() => hashPassword.mockClear());

  it('refuses an unknown, used or expired link without hashing the password', async () => {
    const outcome = await resetPassword({
      token: 'A'.repeat(43),
      password: 'a long enough new password',
      now: new Date(),
    });
    expect(outcome).toEqual({ kind: 'link-invalid' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses a password against the rules before looking at the link', async () => {
    expect(await resetPassword({ token: 'A'.repeat(43), password: 'too short', now: new Date() })).toEqual({
      kind: 'invalid',
      problem: 'too-short',
    });
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
