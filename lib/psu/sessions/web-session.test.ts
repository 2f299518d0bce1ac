import { describe, expect, it, vi } from 'vitest';
import { hashSecretToken } from '@/lib/web/secret-token';

const sessionTokens = ['session-token-a', 'session-token-b'];
vi.mock('@/lib/db', () => ({
  db: {
    psuWebSession: {
      findMany: async () =>
        sessionTokens.map((token, index) => ({
          id: `session-${index}`,
          tokenHash: hashSecretToken(token),
          authorisationId: null,
          customerTppId: null,
          customerId: null,
          expiresAt: new Date('2030-01-01T00:00:00Z'),
          draft: null,
        })),
    },
  },
}));
const { isCsrfTokenOf, readWebSession } = await import('./web-session');
const { unmaskCsrfToken } = await import('@/lib/web/masked-csrf-token');

const now = new Date('2029-01-01T00:00:00Z');
const [a = '', b = ''] = sessionTokens;
const csrfTokenOf = async (token: string) => (await readWebSession(token, now))?.csrfToken ?? '';

describe('a PSU session’s CSRF token (D17: masked per response against BREACH, bound to the session)', () => {
  it('is rendered differently on every read, and each one acts in its own session only', async () => {
    const first = await csrfTokenOf(a);
    const second = await csrfTokenOf(a);
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      expect(isCsrfTokenOf(a, token)).toBe(true);
      expect(isCsrfTokenOf(b, token)).toBe(false);
    }
    expect(isCsrfTokenOf(a, await csrfTokenOf(b))).toBe(false);
  });

  it('still accepts the plain token that pages rendered before masking, of its own session only', async () => {
    const plain = unmaskCsrfToken(await csrfTokenOf(a), 43)?.toString() ?? '';
    expect(plain).toMatch(/^[\w-]{43}$/);
    expect(isCsrfTokenOf(a, plain)).toBe(true);
    expect(isCsrfTokenOf(b, plain)).toBe(false);
  });

  it('refuses what is no token of the session, without throwing', async () => {
    const masked = await csrfTokenOf(a);
    const tampered = Buffer.from(masked, 'base64url');
    tampered[50] = (tampered[50] ?? 0) ^ 0x20;
    for (const given of [
      tampered.toString('base64url'),
      masked.slice(1),
      `${masked}A`,
      `${masked.slice(0, -1)}/`,
      '',
      'x'.repeat(43),
      null,
      undefined,
      42,
      new Blob([masked]),
    ])
      expect(isCsrfTokenOf(a, given)).toBe(false);
  });
});
