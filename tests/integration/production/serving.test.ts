import http from 'node:http';
import net from 'node:net';
import { randomInt } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { signInCounterKeys } from '@/lib/psu/sign-in-throttle/sign-in-counter-keys';
import { newLoopbackAddress } from '@/tests/integration/support/browser-at-address';
import { newCustomerNumber } from '@/tests/integration/support/sandbox-tpp';
import { writeProductionTrustFiles } from '@/tests/integration/support/production-trust-files';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';
import { launcherArguments } from '@/scripts/launcher/launcher-command';

// Spec 11, D33: production serves only over TLS or, said explicitly, behind a TLS proxy; it sends HSTS on every answer,
// guards /metrics with a bearer token, and believes X-Forwarded-For only from a trusted proxy.
const metricsToken = 'production-serving-metrics-token-0123456789abcdef';
const customerService = 'kundeservice@bank.test';
const contactSettings = {
  XS2A_CUSTOMER_SERVICE_EMAIL: customerService,
  XS2A_CUSTOMER_SERVICE_PHONE: '+47 915 04 800',
  XS2A_CUSTOMER_SERVICE_HOURS: 'Mon-Fri 07:00-22:00, Sat 10:00-15:00',
  XS2A_FRAUD_PHONE: '+47 915 04 801',
  XS2A_FRAUD_PHONE_HOURS: 'Mon-Sun 06:00-24:00',
  XS2A_DATA_PROTECTION_EMAIL: 'personvern@bank.test',
  XS2A_DEVELOPER_SUPPORT_EMAIL: 'developer@bank.test',
  PORTAL_MAIL_FROM: 'Bank Open Banking <no-reply@bank.test>',
};
const hsts = 'max-age=31536000; includeSubDomains';
let production: AppInstance;
let dataDir: string;

/** Runs the launcher until it exits on its own (or, when it starts after all, until it is stopped); its exit code and output. */
function startExpectingRefusal(extraEnv: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const env = {
    ...process.env,
    DATABASE_URL: inject('databaseUrl'),
    PORT: '1',
    HOST: '127.0.0.1',
    XS2A_ENV: 'production',
    ...extraEnv,
  };
  const child = spawn(process.execPath, launcherArguments, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A launcher that was not refused serves (as root it can listen on port 1): stop it, so that it fails the test instead of outliving it.
  const deadline = setTimeout(() => child.kill('SIGTERM'), 20_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    }),
  );
}

/** A start refused before the database is touched: exit code 1 and a fatal last log line, whose message it returns. */
async function fatalRefusal(extraEnv: Record<string, string>): Promise<string> {
  const { code, output } = await startExpectingRefusal(extraEnv);
  expect(code).toBe(1);
  const line = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { level: string; msg: string };
  expect(line.level).toBe('fatal');
  expect(output).not.toContain('Migrations:');
  return line.msg;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-production-'));
  const trust = await writeProductionTrustFiles(dataDir);
  production = await startAppInstance({
    databaseUrl: inject('databaseUrl'),
    dataDir,
    extraEnv: {
      XS2A_ENV: 'production',
      XS2A_BEHIND_TLS_PROXY: 'true',
      PUBLIC_URL: 'https://psd2.bank.test',
      XS2A_METRICS_TOKEN: metricsToken,
      XS2A_TRUSTED_PROXIES: '127.0.0.1',
      ...contactSettings,
      ...trust.env,
    },
  });
});

afterAll(async () => {
  await production?.stop();
  await db.$disconnect();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a production start', () => {
  it('is refused without TLS files or XS2A_BEHIND_TLS_PROXY=true, naming both, before the database is touched', async () => {
    const message = await fatalRefusal({ XS2A_METRICS_TOKEN: metricsToken });
    expect(message).toContain('TLS_CERT_FILE and TLS_KEY_FILE');
    expect(message).toContain('XS2A_BEHIND_TLS_PROXY=true');
  });

  it('is refused without a metrics token', async () => {
    const { code, output } = await startExpectingRefusal({ XS2A_BEHIND_TLS_PROXY: 'true' });
    expect(code).toBe(1);
    expect(output).toContain('Production needs XS2A_METRICS_TOKEN');
  });

  it('is refused for a setting the app itself would refuse, naming it, before the database is touched', async () => {
    const oidc = {
      XS2A_OIDC_ISSUER: 'http://login.bank.test',
      XS2A_OIDC_CLIENT_ID: 'xs2a',
      XS2A_OIDC_CLIENT_SECRET: 'secret',
    };
    const message = await fatalRefusal({
      XS2A_BEHIND_TLS_PROXY: 'true',
      XS2A_METRICS_TOKEN: metricsToken,
      PUBLIC_URL: 'https://psd2.bank.test',
      NEXTAUTH_SECRET: 'n'.repeat(40),
      ...oidc,
    });
    expect(message).toContain('XS2A_OIDC_ISSUER: must be an https URL');
  });

  it('is refused without its trust anchors, revocation lists and TPP register, naming them, before the database is touched (D4)', async () => {
    const message = await fatalRefusal({
      XS2A_BEHIND_TLS_PROXY: 'true',
      XS2A_METRICS_TOKEN: metricsToken,
      PUBLIC_URL: 'https://psd2.bank.test',
      NEXTAUTH_SECRET: 'n'.repeat(40),
    });
    expect(message).toContain('Production needs XS2A_TRUST_ANCHORS_DIR, XS2A_CRL_FILE, XS2A_TPP_REGISTER_FILE');
  });

  it("is refused with a core reached over http, or over https without the bank's client certificate, naming the setting (D32)", async () => {
    const trust = await writeProductionTrustFiles(path.join(dataDir, 'core-refusal'));
    const ready = {
      XS2A_BEHIND_TLS_PROXY: 'true',
      XS2A_METRICS_TOKEN: metricsToken,
      PUBLIC_URL: 'https://psd2.bank.test',
      NEXTAUTH_SECRET: 'n'.repeat(40),
      ...trust.env,
    };
    const cases: [string, string][] = [
      [
        'http://core.bank.test/payments',
        'Not starting: Invalid environment: XS2A_CORE_PAYMENTS_URL: must be an https URL',
      ],
      [
        'https://core.bank.test/payments',
        'Not starting: Production needs XS2A_CORE_CLIENT_CERT_FILE and XS2A_CORE_CLIENT_KEY_FILE',
      ],
    ];
    for (const [coreUrl, message] of cases) {
      const refusal = await fatalRefusal({ ...ready, XS2A_CORE_PAYMENTS_URL: coreUrl });
      expect(refusal.slice(0, message.length)).toBe(message);
    }
  });

  it("is refused while the bank's contacts are the example bank's, naming the settings left unset", async () => {
    const trust = await writeProductionTrustFiles(path.join(dataDir, 'contacts-refusal'));
    const { XS2A_DEVELOPER_SUPPORT_EMAIL, PORTAL_MAIL_FROM, ...withoutSupportAndSender } = contactSettings;
    expect([XS2A_DEVELOPER_SUPPORT_EMAIL, PORTAL_MAIL_FROM]).not.toContain(undefined);
    const refusal = await fatalRefusal({
      XS2A_BEHIND_TLS_PROXY: 'true',
      XS2A_METRICS_TOKEN: metricsToken,
      PUBLIC_URL: 'https://psd2.bank.test',
      NEXTAUTH_SECRET: 'n'.repeat(40),
      ...trust.env,
      ...withoutSupportAndSender,
    });
    expect(refusal).toContain(
      "Production needs the bank's own contacts: set XS2A_DEVELOPER_SUPPORT_EMAIL, PORTAL_MAIL_FROM",
    );
  });

  it('refuses to start without PUBLIC_URL as an https origin', async () => {
    for (const publicUrl of [undefined, 'http://psd2.bank.test']) {
      const { code, output } = await startExpectingRefusal({
        XS2A_BEHIND_TLS_PROXY: 'true',
        XS2A_METRICS_TOKEN: metricsToken,
        ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
      });
      expect(code).toBe(1);
      expect(output).toContain('Production needs PUBLIC_URL, the https origin');
    }
  });

  it('refuses a PUBLIC_URL with a path in one line naming it, before the database is touched: links would drop the path', async () => {
    const message = await fatalRefusal({
      XS2A_BEHIND_TLS_PROXY: 'true',
      XS2A_METRICS_TOKEN: metricsToken,
      NEXTAUTH_SECRET: 'n'.repeat(40),
      PUBLIC_URL: 'https://psd2.bank.test/psd2',
    });
    expect(message).toMatch(/^Not starting: Invalid environment: PUBLIC_URL: must be an origin without a path/);
  });
});

describe('production behind a TLS proxy', () => {
  it("gives the bank's customer service address on the help page's contact section and on the privacy page", async () => {
    for (const pathname of ['/help', '/privacy']) {
      const html = await (await fetch(`${production.baseUrl}${pathname}`)).text();
      expect(html).toContain(`href="mailto:${customerService}"`);
      expect(html).not.toContain('nordbank.example');
    }
  });

  it("gives the bank's phone lines with their hours and its data protection officer, as configured (D30)", async () => {
    const page = async (pathname: string) =>
      (await (await fetch(`${production.baseUrl}${pathname}`)).text()).replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    const help = await page('/help');
    expect(help).toContain(
      'Customer service: +47 915 04 800. Open Monday to Friday 07:00–22:00, Saturday 10:00–15:00 (Norwegian time).',
    );
    expect(help).toContain('Fraud line: +47 915 04 801. Open Monday to Sunday 06:00–24:00 (Norwegian time).');
    expect(await (await fetch(`${production.baseUrl}/my-consents`)).text()).toContain('href="tel:+4791504800"');
    expect(await page('/privacy')).toContain('personvern@bank.test');
  });

  it.each([
    ['liveness', '/livez', {}],
    ['an XS2A answer', '/v1/accounts', {}],
    ['an edge refusal', '/v1/accounts/%zz', {}],
    ['a PSU page', '/my-consents', {}],
    ['a refused metrics scrape', '/metrics', {}],
    ['a metrics scrape', '/metrics', { authorization: `Bearer ${metricsToken}` }],
  ])('sends HSTS on %s', async (_name, pathname, headers) => {
    const response = await fetch(`${production.baseUrl}${pathname}`, { headers, redirect: 'manual' });
    expect(response.headers.get('strict-transport-security')).toBe(hsts);
  });

  it.each([
    ["a request Node's parser refuses", 'GET /v1/accounts HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n'],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
  ])('sends HSTS on the answer written straight to the socket for %s', async (_name, raw) => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(production.baseUrl).port) }, () =>
        socket.write(raw),
      );
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.once('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(answer).toContain(`\r\nstrict-transport-security: ${hsts}\r\n`);
  });

  it('answers /metrics only with the bearer token', async () => {
    const refused = await fetch(`${production.baseUrl}/metrics`);
    expect([refused.status, refused.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="metrics"']);
    expect(
      (await fetch(`${production.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token' } })).status,
    ).toBe(401);
    const scraped = await fetch(`${production.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^xs2a_requests_total\{operation="listAccounts",status="\d{3}"\} \d+$/m);
  });
});

describe('the client address behind a proxy (D19, D33)', () => {
  /** A refused "My consents" sign-in, sent from `localAddress` with X-Forwarded-For. */
  function signInFrom(localAddress: string, forwardedFor: string): Promise<number> {
    const body = new URLSearchParams({ nationalIdentityNumber: newCustomerNumber() }).toString();
    const url = new URL(production.baseUrl);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: '/my-consents/actions/sign-in',
          method: 'POST',
          localAddress,
          agent: false,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(Buffer.byteLength(body)),
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': forwardedFor,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
  const failuresOf = (clientAddress: string) =>
    db.rateLimitCounter.count({
      where: { key: signInCounterKeys({ clientAddress, customerNumber: null, sandboxWorld: null }).clientKey },
    });
  /** An IPv6 documentation address no other test uses, and its /64 as the throttle counts it (D19). */
  const documentationAddress = () => {
    const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    return { sent: `${prefix}::17`, counted: `${prefix}::/64` };
  };

  it('counts the address a trusted proxy forwards, not the proxy and not what the client wrote', async () => {
    const client = documentationAddress();
    const forged = documentationAddress();
    expect(await signInFrom('127.0.0.1', `${forged.sent}, ${client.sent}`)).toBe(303);
    expect([await failuresOf(client.counted), await failuresOf(forged.counted)]).toEqual([1, 0]);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const peer = newLoopbackAddress();
    const claimed = documentationAddress();
    expect(await signInFrom(peer, claimed.sent)).toBe(303);
    expect([await failuresOf(peer), await failuresOf(claimed.counted)]).toEqual([1, 0]);
  });
});
