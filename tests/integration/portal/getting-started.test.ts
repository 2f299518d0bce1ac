import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import {
  curlCommands,
  curlRecipe,
  examplePsu,
  exampleRedirectUri,
  kitSteps,
  nodeSample,
  paymentCurlCommands,
  placeholders,
  pythonSample,
  signingKitFileName,
  type GettingStartedStepId,
} from '@/lib/api-reference/getting-started-steps';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// /getting-started prints these commands and samples for the address it is read on; here they run, as printed for this
// test's server, in a folder of their own as a TPP outside the bank would: the kit downloaded from the page's link,
// the certificate where "Generate certificate" in the portal would put it (issued here by the sandbox's test CA).

const baseUrl = inject('baseUrl');
const folder = await mkdtemp(path.join(os.tmpdir(), 'psd2-getting-started-'));
const values: Record<string, string> = {};
const steps = kitSteps(baseUrl);

beforeAll(() => {
  const issued = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/tpp.ts',
      'cert',
      '--roles',
      'PSP_AI,PSP_PI',
      '--out',
      folder,
      '--org',
      newOrganizationIdentifier(),
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(issued.status, issued.stderr).toBe(0);
}, 60_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A printed command with its placeholders filled from earlier answers. */
function filled(command: string): string {
  return Object.values(placeholders).reduce((text, placeholder) => {
    if (!text.includes(placeholder)) return text;
    const value = values[placeholder];
    if (!value) throw new Error(`No value yet for ${placeholder} in: ${command}`);
    return text.replaceAll(placeholder, value);
  }, command);
}

/** Runs a script in the TPP's folder, with nothing of this repository's environment that the page does not print. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: folder,
    encoding: 'utf8',
    timeout: 60_000,
    env: { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME },
  });
  expect(result.status, `${result.stderr}\n${result.stdout}`).toBe(0);
  return result.stdout;
}

const step = (id: GettingStartedStepId) => {
  const found = steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No step ${id}`);
  return found;
};

/** A kit step as typed into the terminal of step 1: the download and NORDBANK_BASE first, then the step's command. */
function runKitStep(id: GettingStartedStepId): { status: number; body: Record<string, unknown> } {
  const stdout = run('bash', ['-euc', [...step('kit').commands, ...step(id).commands.map(filled)].join('\n')]);
  const [status = '', ...body] = stdout.trim().split('\n');
  expect(status, stdout).toMatch(/^HTTP \d{3}$/);
  return { status: Number(status.slice(5)), body: JSON.parse(body.join('\n')) as Record<string, unknown> };
}

/** The "<status> <json>" lines the Node and Python samples print. */
function answers(stdout: string): { status: number; body: Record<string, unknown> }[] {
  return stdout
    .trim()
    .split('\n')
    .map((line) => {
      const space = line.indexOf(' ');
      return {
        status: Number(line.slice(0, space)),
        body: JSON.parse(line.slice(space + 1)) as Record<string, unknown>,
      };
    });
}

describe('/getting-started: every sample the page prints works as printed', () => {
  it('prints the address it is read on, not a fixed one', async () => {
    const page = await (await fetch(`${baseUrl}/getting-started`)).text();
    expect(page).toContain(`export NORDBANK_BASE=${baseUrl}`);
    expect(page).toContain(`BASE=\${BASE:-${baseUrl}}`);
    expect(page).not.toContain('localhost:3000');
  });

  it('serves the signing kit as the repository holds it: one file that needs nothing but Node.js', async () => {
    const response = await fetch(`${baseUrl}/getting-started/${signingKitFileName}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${signingKitFileName}"`);
    const kit = await response.text();
    expect(kit).toBe(await readFile(`tools/signing-kit/${signingKitFileName}`, 'utf8'));
    expect([...kit.matchAll(/from '([^']+)'/g)].map((match) => match[1])).toEqual([
      'node:crypto',
      'node:fs',
      'node:path',
      'node:url',
    ]);
  });

  it('the signing kit steps: download, sandbox, consent, the PSU signs in, accounts, transactions', async () => {
    expect(steps.map((candidate) => candidate.id)).toEqual([
      'kit',
      'certificate',
      'sandbox',
      'consent',
      'sign-in',
      'accounts',
      'transactions',
    ]);
    expect(runKitStep('sandbox').status).toBe(200);

    const consent = runKitStep('consent');
    expect(consent.status).toBe(201);
    values[placeholders.scaRedirect] = (consent.body._links as { scaRedirect: { href: string } }).scaRedirect.href;

    // The sign-in step as the page words it: the example number, the private context and the accounts, approve.
    const returned = await completeSca({
      baseUrl,
      scaRedirect: filled(placeholders.scaRedirect),
      customerNumber: examplePsu,
      context: 'PRIVATE',
    });
    expect(`${returned.origin}${returned.pathname}`).toBe(exampleRedirectUri);
    values[placeholders.psuId] = returned.searchParams.get('psu-id') ?? '';

    const accounts = runKitStep('accounts');
    expect(accounts.status, JSON.stringify(accounts.body)).toBe(200);
    const [account] = accounts.body.accounts as { resourceId: string }[];
    values[placeholders.accountId] = account?.resourceId ?? '';

    const transactions = runKitStep('transactions');
    expect(transactions.status, JSON.stringify(transactions.body)).toBe(200);
    expect((transactions.body.transactions as { booked: unknown[] }).booked.length).toBeGreaterThan(0);
  }, 180_000);

  it.each([
    ['the Node.js sample: the kit imported by a script of the TPP', 'first-call.mjs', nodeSample, process.execPath],
    ['the Python sample signs the same requests', 'first_call.py', pythonSample, 'python3'],
  ])(
    '%s',
    async (_name, file, sample, runtime) => {
      await writeFile(path.join(folder, file), sample(baseUrl));
      const [customers, batch] = answers(run(runtime, [file]));
      expect(customers).toEqual({ status: 200, body: expect.objectContaining({ customers: expect.any(Array) }) });
      expect(batch).toEqual({
        status: expect.any(Number),
        body: expect.objectContaining({ executed: expect.any(Array) }),
      });
    },
    60_000,
  );

  it('the curl and openssl recipe signs requests the service accepts, with and without a body and with PSU headers', async () => {
    expect(values[placeholders.psuId], 'the kit steps give the psu-id').toBeTruthy();
    const calls = curlCommands.map(filled).map((command) => `${command}\necho "<<END>>"`);
    await writeFile(path.join(folder, 'signed-curl.sh'), `${curlRecipe(baseUrl)}\n${calls.join('\n')}\n`);
    const parsed = run('bash', ['signed-curl.sh'])
      .split('<<END>>')
      .slice(0, curlCommands.length)
      .map((text) => JSON.parse(text.trim()) as Record<string, unknown>);
    expect(parsed[0]).toHaveProperty('customers');
    expect(parsed[1]).toEqual(expect.objectContaining({ executed: expect.any(Array) }));
    expect(parsed[2]).toEqual(
      expect.objectContaining({
        consentStatus: 'received',
        _links: expect.objectContaining({ scaRedirect: expect.any(Object) }),
      }),
    );
    expect((parsed[3]?.accounts as unknown[]).length).toBeGreaterThan(0);
  }, 60_000);

  it('the payment recipe: created with its fee, started with a body-less POST to startAuthorisation, approved', async () => {
    const script = path.join(folder, 'signed-curl-payment.sh');
    const curl = async (command: string) => {
      await writeFile(script, `${curlRecipe(baseUrl)}\n${filled(command)}\n`);
      return JSON.parse(run('bash', [script]).trim()) as Record<string, unknown> & {
        _links: Record<string, { href: string }>;
      };
    };
    const [create = '', start = '', status = ''] = paymentCurlCommands;
    const created = await curl(create);
    expect(created.transactionFees).toEqual({ amount: '0.00', currency: 'NOK' });
    values[placeholders.startAuthorisation] = created._links.startAuthorisation?.href ?? '';
    values[placeholders.paymentStatus] = created._links.status?.href ?? '';
    const started = await curl(start);
    expect(started.authorisationId).toBe(created._links.scaStatus?.href.split('/').at(-1));
    await completeSca({ baseUrl, scaRedirect: started._links.scaRedirect?.href ?? '', customerNumber: examplePsu });
    expect(await curl(status)).toEqual({ transactionStatus: 'PDNG' });
  }, 60_000);
});
