import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { newDeveloperEmail } from '@/tests/integration/support/portal-account';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { waitFor } from '@/tests/integration/support/wait-for';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';

// D27: "Forgot password?" answers alike whether or not the address has an account, even when the mail cannot be sent:
// the mail goes after the answer. D33: a failed mail is logged without the SMTP server's answer, which names the
// recipient. An instance on the suite's database whose SMTP server refuses every recipient, quoting the address.
let instance: AppInstance;
let dataDir: string;
let smtp: net.Server;

/** An SMTP server that answers every RCPT TO with 550 and the address, as real servers do. */
async function refusingSmtpServer(): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.write('220 localhost ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') socket.write(`550 5.1.1 ${line.slice(8)}: Recipient address rejected\r\n`);
        else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-portal-mail-failure-'));
  smtp = await refusingSmtpServer();
  const { port } = smtp.address() as net.AddressInfo;
  instance = await startAppInstance({
    databaseUrl: inject('databaseUrl'),
    dataDir,
    extraEnv: { PORTAL_SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
});

afterAll(async () => {
  await instance?.stop();
  await new Promise((resolve) => smtp?.close(resolve));
  await db.$disconnect();
  await rm(dataDir, { recursive: true, force: true });
});

async function postForm(action: string, fields: Record<string, string>): Promise<string | null> {
  const response = await fetch(`${instance.baseUrl}/portal/actions/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  });
  return response.headers.get('location');
}

const forgotPassword = (email: string) => postForm('forgot-password', { email });

/** The instance's JSON log lines about failed portal mail. */
const mailFailureLines = () =>
  instance
    .output()
    .split('\n')
    .filter((line) => line.includes('A portal mail could not be sent'));

describe('Forgot password? when the mail cannot be sent', () => {
  it('answers an existing and an unknown address alike', async () => {
    const { email } = await signedInDeveloper();
    expect(await forgotPassword(email)).toBe('/portal/forgot-password?mailed=1');
    expect(await forgotPassword(newDeveloperEmail())).toBe('/portal/forgot-password?mailed=1');
  });

  it('logs a failed reset and sign-up mail as JSON lines with the form and the SMTP codes, never the address', async () => {
    const { email } = await signedInDeveloper();
    expect(await forgotPassword(email)).toBe('/portal/forgot-password?mailed=1');
    const newcomer = newDeveloperEmail();
    expect(await postForm('sign-up', { email: newcomer, password: 'correct horse battery' })).toMatch(
      /^\/portal\/sign-up\?error=mail&typed=/,
    );
    const lines = () =>
      mailFailureLines().map(
        (line) => JSON.parse(line) as { level: string; form: string; error: Record<string, unknown> },
      );
    await waitFor(async () => (lines().some(({ form }) => form === 'sign-up') ? true : null));
    expect(lines().map(({ level, form, error }) => ({ level, form, error }))).toEqual(
      expect.arrayContaining([
        { level: 'error', form: 'password-reset', error: { name: 'Error', code: 'EENVELOPE', responseCode: 550 } },
        { level: 'error', form: 'sign-up', error: { name: 'Error', code: 'EENVELOPE', responseCode: 550 } },
      ]),
    );
    expect(instance.output()).not.toContain(email);
    expect(instance.output()).not.toContain(newcomer);
  });

  it('answers a failed "Resend" with the dashboard saying so and logs it like the others, never the address', async () => {
    const developer = await signedInDeveloper();
    await db.developer.update({ where: { id: developer.developerId }, data: { emailVerifiedAt: null } });
    const response = await fetch(`${instance.baseUrl}/portal/actions/resend-verification`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie: developer.cookie,
      },
      body: new URLSearchParams({ csrfToken: developer.csrfToken }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/portal?resent=failed');
    const dashboard = await fetch(`${instance.baseUrl}/portal?resent=failed`, {
      headers: { cookie: developer.cookie },
    });
    expect(await dashboard.text()).toContain('We could not send the mail just now.');
    const lines = () =>
      mailFailureLines().map((line) => JSON.parse(line) as { form: string; error: Record<string, unknown> });
    await waitFor(async () => (lines().some(({ form }) => form === 'resend-verification') ? true : null));
    expect(lines()).toContainEqual(
      expect.objectContaining({
        form: 'resend-verification',
        error: { name: 'Error', code: 'EENVELOPE', responseCode: 550 },
      }),
    );
    expect(instance.output()).not.toContain(developer.email);
  });
});
