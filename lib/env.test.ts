import { describe, expect, it } from 'vitest';
import { batchTimesSchema, parseEnv } from './env';

describe('XS2A_BATCH_TIMES', () => {
  it.each([
    ['06:00,09:00,12:00,15:00,18:00', ['06:00', '09:00', '12:00', '15:00', '18:00']],
    [' 18:00, 06:00,06:00 ', ['06:00', '18:00']],
    ['off', []],
  ])('%j is %j', (value, expected) => {
    expect(batchTimesSchema.parse(value)).toEqual(expected);
  });

  it.each(['6:00', '24:00', '12:60', '', 'noon', '06:00;09:00'])('%j is refused', (value) => {
    expect(batchTimesSchema.safeParse(value).success).toBe(false);
  });
});

describe('XS2A_CUSTOMER_SERVICE_EMAIL', () => {
  it("is the bank's address when set, the example address otherwise", () => {
    expect(
      parseEnv({ NODE_ENV: 'test', XS2A_CUSTOMER_SERVICE_EMAIL: 'kundeservice@bank.no' }).XS2A_CUSTOMER_SERVICE_EMAIL,
    ).toBe('kundeservice@bank.no');
    expect(parseEnv({ NODE_ENV: 'test' }).XS2A_CUSTOMER_SERVICE_EMAIL).toBe('kundeservice@nordbank.example');
  });

  it.each(['kundeservice', 'mailto:kundeservice@bank.no', '"><script>@bank.no'])('refuses %j', (value) => {
    expect(() => parseEnv({ NODE_ENV: 'test', XS2A_CUSTOMER_SERVICE_EMAIL: value })).toThrow(
      /XS2A_CUSTOMER_SERVICE_EMAIL/,
    );
  });
});

describe('the phone lines and the data protection officer (D30)', () => {
  it('has sandbox defaults: customer service on weekdays, the fraud line around the clock', () => {
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({
      XS2A_CUSTOMER_SERVICE_PHONE: '+47 800 00 000',
      XS2A_CUSTOMER_SERVICE_HOURS: [{ fromDay: 1, toDay: 5, opens: '08:00', closes: '20:00' }],
      XS2A_FRAUD_PHONE: '+47 800 00 001',
      XS2A_FRAUD_PHONE_HOURS: 'always',
      XS2A_DATA_PROTECTION_EMAIL: 'personvernombud@nordbank.example',
    });
  });

  it("takes the bank's own, periods in day order", () => {
    expect(
      parseEnv({
        NODE_ENV: 'test',
        XS2A_CUSTOMER_SERVICE_PHONE: '+47 915 04 800',
        XS2A_CUSTOMER_SERVICE_HOURS: 'sat 10:00-15:00, Mon-Fri 07:00-22:00',
        XS2A_FRAUD_PHONE: '+4791504801',
        XS2A_FRAUD_PHONE_HOURS: 'Mon-Sun 00:00-24:00',
        XS2A_DATA_PROTECTION_EMAIL: 'dpo@bank.no',
      }),
    ).toMatchObject({
      XS2A_CUSTOMER_SERVICE_PHONE: '+47 915 04 800',
      XS2A_CUSTOMER_SERVICE_HOURS: [
        { fromDay: 1, toDay: 5, opens: '07:00', closes: '22:00' },
        { fromDay: 6, toDay: 6, opens: '10:00', closes: '15:00' },
      ],
      XS2A_FRAUD_PHONE: '+4791504801',
      XS2A_FRAUD_PHONE_HOURS: [{ fromDay: 1, toDay: 7, opens: '00:00', closes: '24:00' }],
      XS2A_DATA_PROTECTION_EMAIL: 'dpo@bank.no',
    });
  });

  it.each([
    ['a number without the country code', 'XS2A_CUSTOMER_SERVICE_PHONE', '915 04 800', /international number/],
    ['a number with letters', 'XS2A_FRAUD_PHONE', '+47 915 CALL US', /international number/],
    ['a number with double spaces', 'XS2A_FRAUD_PHONE', '+47  915 04 800', /international number/],
    ['a markup attempt', 'XS2A_CUSTOMER_SERVICE_PHONE', '+47 915"><script>', /international number/],
    ['too few digits', 'XS2A_CUSTOMER_SERVICE_PHONE', '+47 123', /8 to 15 digits/],
    ['too many digits', 'XS2A_FRAUD_PHONE', '+47 1234 5678 9012 34', /8 to 15 digits/],
    ['hours without minutes', 'XS2A_CUSTOMER_SERVICE_HOURS', 'Mon-Fri 8-20', /expected `always` or periods/],
    ['an unknown day', 'XS2A_CUSTOMER_SERVICE_HOURS', 'Man-Fre 08:00-20:00', /days are Mon/],
    ['days backwards', 'XS2A_CUSTOMER_SERVICE_HOURS', 'Fri-Mon 08:00-20:00', /from Monday towards Sunday/],
    ['closing before opening', 'XS2A_FRAUD_PHONE_HOURS', 'Mon-Fri 20:00-08:00', /closes after it opens/],
    ['past midnight', 'XS2A_FRAUD_PHONE_HOURS', 'Mon 00:00-24:30', /closes after it opens/],
    ['a day twice', 'XS2A_CUSTOMER_SERVICE_HOURS', 'Mon-Fri 08:00-20:00, Fri 10:00-12:00', /one period at most/],
    ['nothing', 'XS2A_CUSTOMER_SERVICE_HOURS', '', /expected `always` or periods/],
    ['an officer without an address', 'XS2A_DATA_PROTECTION_EMAIL', 'personvernombud', /XS2A_DATA_PROTECTION_EMAIL/],
  ])('refuses %s, naming the setting', (_name, setting, value, message) => {
    const refusal = () => parseEnv({ NODE_ENV: 'test', [setting]: value });
    expect(refusal).toThrow(new RegExp(`${setting}: `));
    expect(refusal).toThrow(message);
  });
});

describe('the OpenID Connect settings (D32)', () => {
  const oidc = {
    NODE_ENV: 'test',
    XS2A_OIDC_ISSUER: 'https://login.bank.example',
    XS2A_OIDC_CLIENT_ID: 'xs2a',
    XS2A_OIDC_CLIENT_SECRET: 'secret',
  } as const;

  it('takes all three, or none', () => {
    expect(parseEnv(oidc)).toMatchObject({
      XS2A_OIDC_ISSUER: oidc.XS2A_OIDC_ISSUER,
      XS2A_OIDC_IDENTITY_CLAIM: 'sub',
      XS2A_OIDC_SCOPE: 'openid',
    });
    expect(parseEnv({ NODE_ENV: 'test' }).XS2A_OIDC_ISSUER).toBeUndefined();
    expect(() =>
      parseEnv({ NODE_ENV: 'test', XS2A_OIDC_ISSUER: oidc.XS2A_OIDC_ISSUER, XS2A_OIDC_CLIENT_ID: 'xs2a' }),
    ).toThrow(/together/);
  });

  it.each([
    ['an issuer over http', { XS2A_OIDC_ISSUER: 'http://login.bank.example' }, /https/],
    ['a scope without openid', { XS2A_OIDC_SCOPE: 'profile nnin' }, /openid/],
    ['a claim name with spaces', { XS2A_OIDC_IDENTITY_CLAIM: 'national id' }, /XS2A_OIDC_IDENTITY_CLAIM/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => parseEnv({ ...oidc, ...change })).toThrow(message);
  });

  it('accepts an http issuer on this machine (tests, development)', () => {
    expect(parseEnv({ ...oidc, XS2A_OIDC_ISSUER: 'http://127.0.0.1:4455' }).XS2A_OIDC_ISSUER).toBe(
      'http://127.0.0.1:4455',
    );
  });
});

describe('the request log retention (D33)', () => {
  it('keeps 90 days unless told otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).XS2A_REQUEST_LOG_RETENTION_DAYS).toBe(90);
    expect(parseEnv({ NODE_ENV: 'test', XS2A_REQUEST_LOG_RETENTION_DAYS: '400' }).XS2A_REQUEST_LOG_RETENTION_DAYS).toBe(
      400,
    );
  });

  it.each(['0', '-1', '1.5', 'ninety', '3651'])('refuses %j', (value) => {
    expect(() => parseEnv({ NODE_ENV: 'test', XS2A_REQUEST_LOG_RETENTION_DAYS: value })).toThrow(
      /XS2A_REQUEST_LOG_RETENTION_DAYS/,
    );
  });
});

describe('PUBLIC_URL (D33)', () => {
  it.each([
    'https://psd2.bank.example',
    'https://psd2.bank.example/',
    'https://psd2.bank.example:8443',
    'http://localhost:3000',
  ])('takes the origin %j', (value) => {
    expect(parseEnv({ NODE_ENV: 'test', PUBLIC_URL: value }).PUBLIC_URL).toBe(value);
  });

  it.each([
    ['a path, which links would drop', 'https://bank.example/psd2', /PUBLIC_URL: must be an origin without a path/],
    ['a path with a trailing slash', 'https://bank.example/psd2/', /PUBLIC_URL: must be an origin without a path/],
    ['a query', 'https://bank.example/?tenant=1', /PUBLIC_URL: must be an origin without a query or a fragment/],
    ['an empty query', 'https://bank.example?', /PUBLIC_URL: must be an origin without a query or a fragment/],
    ['a fragment', 'https://bank.example/#top', /PUBLIC_URL: must be an origin without a query or a fragment/],
    ['credentials', 'https://operator:secret@bank.example', /PUBLIC_URL: must not carry user credentials/],
    ['another scheme', 'ftp://bank.example', /PUBLIC_URL: must be an https/],
    ['a URL without an origin', 'mailto:psd2@bank.example', /PUBLIC_URL: must be an https/],
    ['no URL at all', 'psd2.bank.example', /PUBLIC_URL: must be an https/],
  ])('refuses %s', (_name, value, message) => {
    expect(() => parseEnv({ NODE_ENV: 'test', PUBLIC_URL: value })).toThrow(message);
  });

  it('never quotes the value, which may carry credentials', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://operator:secret@bank.example' })).toThrow(
      /^((?!secret).)*$/,
    );
  });
});

describe('the core banking settings (D32)', () => {
  const mutualTls = {
    XS2A_CORE_CLIENT_CERT_FILE: '/etc/xs2a/core-client.pem',
    XS2A_CORE_CLIENT_KEY_FILE: '/etc/xs2a/core-client-key.pem',
  };

  it.each([
    'https://core.bank.example/payments',
    'https://core.bank.example:8443/',
    'http://127.0.0.1:8080/payments',
    'http://localhost:8080',
    'http://[::1]:8080/payments',
  ])('takes %j: https, or plain http to a loopback address', (value) => {
    expect(
      parseEnv({ NODE_ENV: 'test', XS2A_ENV: 'production', XS2A_CORE_PAYMENTS_URL: value }).XS2A_CORE_PAYMENTS_URL,
    ).toBe(value);
  });

  it('takes the client certificate, its key and a CA file with an https core', () => {
    expect(
      parseEnv({
        NODE_ENV: 'test',
        XS2A_CORE_PAYMENTS_URL: 'https://core.bank.example/payments',
        ...mutualTls,
        XS2A_CORE_CA_FILE: '/etc/xs2a/core-ca.pem',
      }),
    ).toMatchObject({ ...mutualTls, XS2A_CORE_CA_FILE: '/etc/xs2a/core-ca.pem' });
    const withLists = { XS2A_CORE_CA_FILE: '/etc/xs2a/core-ca.pem', XS2A_CORE_CRL_FILE: '/etc/xs2a/core-ca.crl' };
    expect(
      parseEnv({
        NODE_ENV: 'test',
        XS2A_CORE_PAYMENTS_URL: 'https://core.bank.example/payments',
        ...mutualTls,
        ...withLists,
      }),
    ).toMatchObject(withLists);
  });

  it.each([
    [
      'plain http across the network',
      { XS2A_CORE_PAYMENTS_URL: 'http://core.bank.example/payments' },
      /XS2A_CORE_PAYMENTS_URL: must be an https URL \(http only to a loopback address/,
    ],
    [
      'plain http to another machine by address',
      { XS2A_CORE_PAYMENTS_URL: 'http://10.0.0.7/payments' },
      /XS2A_CORE_PAYMENTS_URL: must be an https URL/,
    ],
    [
      'another scheme',
      { XS2A_CORE_PAYMENTS_URL: 'ftp://core.bank.example' },
      /XS2A_CORE_PAYMENTS_URL: must be an https URL/,
    ],
    [
      'credentials in the URL',
      { XS2A_CORE_PAYMENTS_URL: 'https://xs2a:secret@core.bank.example/payments' },
      /XS2A_CORE_PAYMENTS_URL: must not carry user credentials/,
    ],
    [
      'a query',
      { XS2A_CORE_PAYMENTS_URL: 'https://core.bank.example/payments?channel=xs2a' },
      /XS2A_CORE_PAYMENTS_URL: must not have a query or a fragment/,
    ],
    [
      'a certificate without its key',
      {
        XS2A_CORE_PAYMENTS_URL: 'https://core.bank.example/payments',
        XS2A_CORE_CLIENT_CERT_FILE: mutualTls.XS2A_CORE_CLIENT_CERT_FILE,
      },
      /XS2A_CORE_CLIENT_CERT_FILE: set XS2A_CORE_CLIENT_CERT_FILE and XS2A_CORE_CLIENT_KEY_FILE together/,
    ],
    [
      'TLS files beside a loopback http core, where they would be ignored',
      { XS2A_CORE_PAYMENTS_URL: 'http://127.0.0.1:8080/payments', ...mutualTls },
      /XS2A_CORE_CLIENT_CERT_FILE: is used only with an https XS2A_CORE_PAYMENTS_URL/,
    ],
    [
      'a CA file without a core',
      { XS2A_CORE_CA_FILE: '/etc/xs2a/core-ca.pem' },
      /XS2A_CORE_CA_FILE: is used only with an https XS2A_CORE_PAYMENTS_URL/,
    ],
    [
      'revocation lists without the CA file that signs them',
      { XS2A_CORE_PAYMENTS_URL: 'https://core.bank.example/payments', XS2A_CORE_CRL_FILE: '/etc/xs2a/core-ca.crl' },
      /XS2A_CORE_CRL_FILE: is used only with XS2A_CORE_CA_FILE/,
    ],
    [
      'a key passphrase without a key',
      {
        XS2A_CORE_PAYMENTS_URL: 'https://core.bank.example/payments',
        XS2A_CORE_CLIENT_KEY_PASSPHRASE: 'correct horse',
      },
      /^Invalid environment: XS2A_CORE_CLIENT_KEY_PASSPHRASE: is used only with XS2A_CORE_CLIENT_KEY_FILE$/,
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(() => parseEnv({ NODE_ENV: 'test', XS2A_ENV: 'production', ...change })).toThrow(message);
  });
});

describe('the core account information settings (D34)', () => {
  const production = { NODE_ENV: 'test', XS2A_ENV: 'production' } as const;

  it('takes the accounts URL and its limits, and defaults them', () => {
    expect(
      parseEnv({
        ...production,
        XS2A_CORE_ACCOUNTS_URL: 'https://core.bank.example/xs2a',
        XS2A_CORE_FRESHNESS_MS: '0',
        XS2A_CORE_READ_TIMEOUT_MS: '100',
        XS2A_CORE_READ_CONCURRENCY: '256',
      }),
    ).toMatchObject({
      XS2A_CORE_ACCOUNTS_URL: 'https://core.bank.example/xs2a',
      XS2A_CORE_FRESHNESS_MS: 0,
      XS2A_CORE_READ_TIMEOUT_MS: 100,
      XS2A_CORE_READ_CONCURRENCY: 256,
    });
    expect(parseEnv(production)).toMatchObject({
      XS2A_CORE_FRESHNESS_MS: 2_000,
      XS2A_CORE_READ_TIMEOUT_MS: 2_000,
      XS2A_CORE_READ_CONCURRENCY: 16,
    });
  });

  it('takes the core TLS files beside an https accounts URL without a payments URL', () => {
    const mutualTls = {
      XS2A_CORE_CLIENT_CERT_FILE: '/etc/xs2a/core-client.pem',
      XS2A_CORE_CLIENT_KEY_FILE: '/etc/xs2a/core-client-key.pem',
    };
    expect(
      parseEnv({ ...production, XS2A_CORE_ACCOUNTS_URL: 'https://core.bank.example/xs2a', ...mutualTls }),
    ).toMatchObject(mutualTls);
  });

  it.each([
    ['http://core.bank.example/xs2a', /must be an https URL \(http only to a loopback address/],
    ['https://xs2a:secret@core.bank.example/xs2a', /must not carry user credentials/],
    ['https://core.bank.example/xs2a?channel=xs2a', /must not have a query or a fragment/],
  ])("refuses the accounts URL %s by the payments URL's rules", (value, message) => {
    expect(() => parseEnv({ ...production, XS2A_CORE_ACCOUNTS_URL: value })).toThrow(
      new RegExp(`XS2A_CORE_ACCOUNTS_URL: ${message.source}`),
    );
  });

  it('refuses the TLS files beside a loopback http accounts URL, where they would be ignored', () => {
    expect(() =>
      parseEnv({
        ...production,
        XS2A_CORE_ACCOUNTS_URL: 'http://127.0.0.1:8080/xs2a',
        XS2A_CORE_CA_FILE: '/etc/xs2a/core-ca.pem',
      }),
    ).toThrow(/XS2A_CORE_CA_FILE: is used only with an https XS2A_CORE_PAYMENTS_URL or XS2A_CORE_ACCOUNTS_URL/);
  });

  it.each([
    ['XS2A_CORE_FRESHNESS_MS', '60001'],
    ['XS2A_CORE_READ_TIMEOUT_MS', '99'],
    ['XS2A_CORE_READ_CONCURRENCY', '0'],
    ['XS2A_CORE_READ_CONCURRENCY', '257'],
  ])('refuses %s=%s, out of its range', (name, value) => {
    expect(() => parseEnv({ ...production, [name]: value })).toThrow(new RegExp(`Invalid environment: ${name}: `));
  });

  it('refuses an accounts URL in the sandbox, which never asks a core', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'test', XS2A_ENV: 'sandbox', XS2A_CORE_ACCOUNTS_URL: 'https://core.bank.example/xs2a' }),
    ).toThrow(/^Invalid environment: XS2A_CORE_ACCOUNTS_URL: is used only in production \(XS2A_ENV=production\)/);
  });
});
