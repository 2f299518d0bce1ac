import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { newDeveloperEmail } from './support/portal-account';
import { signedInDeveloper } from './support/portal-developer';
import { startAppInstance, type AppInstance } from './support/test-environment';

// D27: "Forgot password?" answers alike whether or not the address has an account, even when the mail cannot be sent:
// the mail goes after the answer. An instance on the suite's database whose SMTP server never answers.
let instance: AppInstance;
let dataDir: string;

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-portal-mail-failure-'));
  instance = await startAppInstance({ databaseUrl: inject('databaseUrl'), dataDir, extraEnv: { PORTAL_SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
});

afterAll(async () => {
  await instance?.stop();
  await db.$disconnect();
  await rm(dataDir, { recursive: true, force: true });
});

async function forgotPassword(email: string): Promise<string | null> {
  const response = await fetch(`${instance.baseUrl}/portal/actions/forgot-password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ email }).toString(),
  });
  return response.headers.get('location');
}

describe('Forgot password? when the mail cannot be sent', () => {
  it('answers an existing and an unknown address alike', async () => {
    const { email } = await signedInDeveloper();
    expect(await forgotPassword(email)).toBe('/portal/forgot-password?mailed=1');
    expect(await forgotPassword(newDeveloperEmail())).toBe('/portal/forgot-password?mailed=1');
  });
});
