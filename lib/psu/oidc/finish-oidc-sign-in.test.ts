import { afterEach, describe, expect, it, vi } from 'vitest';

// D32, D33: a provider failure is logged for the operator as one JSON line; what the callback URL carries is the
// sender's text (anyone can start a sign-in and call the callback with its state), so it must not be able to write
// lines of its own into the log.
Object.assign(process.env, {
  XS2A_ENV: 'production',
  XS2A_OIDC_ISSUER: 'https://login.bank.test',
  XS2A_OIDC_CLIENT_ID: 'xs2a',
  XS2A_OIDC_CLIENT_SECRET: 'secret',
  LOG_LEVEL: 'info',
});
const { finishOidcSignIn } = await import('./finish-oidc-sign-in');
const { newOidcSecret, oidcChecks } = await import('./oidc-checks');
const { getLogger } = await import('@/lib/observability/logger');

afterEach(() => vi.restoreAllMocks());

describe('finishOidcSignIn (D32)', () => {
  it('logs an error the callback reports as a field of one JSON log line, never as raw text', async () => {
    const plain = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(getLogger(), 'warn').mockImplementation(() => undefined);
    const secret = newOidcSecret();
    const { state } = oidcChecks(secret, 'sca', 'authorisation-1');
    const forged = 'server_error\n{"level":"fatal","msg":"forged"}';
    const callbackUrl = `https://psd2.bank.test/sca/oidc/callback?${new URLSearchParams({ state, error: forged })}`;
    expect(await finishOidcSignIn({ purpose: 'sca', binding: 'authorisation-1', secret, callbackUrl })).toEqual({
      kind: 'failed',
    });
    expect(plain).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith({ reason: `the provider answered ${forged}` }, 'OpenID Connect sign-in failed');
  });
});
