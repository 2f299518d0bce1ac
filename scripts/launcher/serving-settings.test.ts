import { describe, expect, it } from 'vitest';
import { readServingSettings } from './serving-settings';

const token = 'm'.repeat(32);
const publicUrl = 'https://psd2.bank.example';
const noFlags = { https: false };
const read = (
  source: Record<string, string | undefined>,
  flags: { https: boolean; tlsCert?: string; tlsKey?: string } = noFlags,
) => readServingSettings({ source, flags });

describe('readServingSettings (spec 11, D33)', () => {
  it('the sandbox may serve plain HTTP, without HSTS', () => {
    expect(read({})).toEqual({ tls: null, hasHsts: false, trustedProxies: null });
  });

  it('any environment serving TLS itself sends HSTS', () => {
    expect(read({}, { https: true })).toMatchObject({ tls: 'local', hasHsts: true });
    expect(read({ TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem' })).toMatchObject({
      tls: { certFile: 'c.pem', keyFile: 'k.pem' },
      hasHsts: true,
    });
    expect(
      read(
        { TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem' },
        { https: false, tlsCert: 'flag.pem', tlsKey: 'flagkey.pem' },
      ).tls,
    ).toEqual({ certFile: 'flag.pem', keyFile: 'flagkey.pem' });
  });

  it('production refuses to start without TLS, naming both ways to provide it', () => {
    for (const source of [
      { XS2A_ENV: 'production', XS2A_METRICS_TOKEN: token, PUBLIC_URL: publicUrl },
      { XS2A_ENV: 'production', XS2A_METRICS_TOKEN: token, PUBLIC_URL: publicUrl, XS2A_BEHIND_TLS_PROXY: 'false' },
    ]) {
      expect(() => read(source)).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE .* or set XS2A_BEHIND_TLS_PROXY=true/);
    }
  });

  it("production does not take the sandbox's generated certificate for TLS", () => {
    expect(() =>
      read({ XS2A_ENV: 'production', XS2A_METRICS_TOKEN: token, PUBLIC_URL: publicUrl }, { https: true }),
    ).toThrow(/XS2A_BEHIND_TLS_PROXY=true/);
  });

  it('production behind a TLS proxy serves HTTP with HSTS on; with certificate files it serves HTTPS', () => {
    expect(
      read({ XS2A_ENV: 'production', XS2A_METRICS_TOKEN: token, PUBLIC_URL: publicUrl, XS2A_BEHIND_TLS_PROXY: 'true' }),
    ).toMatchObject({ tls: null, hasHsts: true });
    expect(
      read({
        XS2A_ENV: 'production',
        XS2A_METRICS_TOKEN: token,
        PUBLIC_URL: publicUrl,
        TLS_CERT_FILE: 'c.pem',
        TLS_KEY_FILE: 'k.pem',
      }),
    ).toMatchObject({ tls: { certFile: 'c.pem' }, hasHsts: true });
  });

  it.each([undefined, 'http://psd2.bank.example', 'psd2.bank.example', 'not a url'])(
    'production refuses PUBLIC_URL %j: it must be the https origin',
    (value) => {
      expect(() =>
        read({ XS2A_ENV: 'production', XS2A_METRICS_TOKEN: token, XS2A_BEHIND_TLS_PROXY: 'true', PUBLIC_URL: value }),
      ).toThrow(/Production needs PUBLIC_URL, the https origin/);
      expect(() =>
        read({
          XS2A_ENV: 'production',
          XS2A_METRICS_TOKEN: token,
          TLS_CERT_FILE: 'c.pem',
          TLS_KEY_FILE: 'k.pem',
          PUBLIC_URL: value,
        }),
      ).toThrow(/PUBLIC_URL/);
    },
  );

  it('the sandbox may have an http PUBLIC_URL or none', () => {
    expect(read({ PUBLIC_URL: 'http://localhost:3000' }).tls).toBeNull();
  });

  it('production needs a metrics token of at least 32 characters', () => {
    expect(() => read({ XS2A_ENV: 'production', XS2A_BEHIND_TLS_PROXY: 'true' })).toThrow(/XS2A_METRICS_TOKEN/);
    expect(() =>
      read({
        XS2A_ENV: 'production',
        XS2A_BEHIND_TLS_PROXY: 'true',
        XS2A_METRICS_TOKEN: 'short',
        PUBLIC_URL: publicUrl,
      }),
    ).toThrow(/XS2A_METRICS_TOKEN must be at least 32/);
    expect(() => read({ XS2A_METRICS_TOKEN: 'short' })).toThrow(/XS2A_METRICS_TOKEN must be at least 32/);
  });

  it.each([
    [{ TLS_CERT_FILE: 'c.pem' }, /go together/],
    [{ TLS_KEY_FILE: 'k.pem' }, /go together/],
    [{ XS2A_BEHIND_TLS_PROXY: 'yes' }, /XS2A_BEHIND_TLS_PROXY/],
    [{ XS2A_TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' }, /XS2A_TRUSTED_PROXIES: "proxy.internal"/],
  ])('refuses %j', (source, message) => {
    expect(() => read(source)).toThrow(message);
  });

  it('reads the trusted proxies', () => {
    const settings = read({ XS2A_TRUSTED_PROXIES: '10.0.0.0/8' });
    expect([settings.trustedProxies?.has('10.1.1.1'), settings.trustedProxies?.has('11.1.1.1')]).toEqual([true, false]);
  });
});
