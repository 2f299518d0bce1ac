import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import {
  cliSteps,
  curlCommands,
  curlRecipe,
  examplePsu,
  exampleRedirectUri,
  paymentCurlCommands,
  placeholders,
} from '@/lib/api-reference/getting-started-steps';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// /getting-started prints these commands; here they run, as printed, against the built app. Only what points them at
// this test's server and certificate is added: --base and --cert-dir (or BASE and TPP_DIR), and a fresh --org so that
// the sandbox's key pinning (D4) does not tie the run to an earlier one. The PSU's sign-in is the bank's real pages, over HTTP.

const baseUrl = inject('baseUrl');
const certDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-getting-started-'));
const values: Record<string, string> = {};

afterAll(async () => {
  await rm(certDir, { recursive: true, force: true });
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

function runTpp(command: string) {
  const prefix = 'npm run tpp -- ';
  expect(command.startsWith(prefix), command).toBe(true);
  const args = filled(command).slice(prefix.length).split(/\s+/);
  // The page's commands are plain words: no quoting a shell would have to undo.
  expect(args.filter((arg) => /["'\\]/.test(arg))).toEqual([]);
  const extra =
    args[0] === 'cert'
      ? ['--out', certDir, '--org', newOrganizationIdentifier()]
      : ['--base', baseUrl, '--cert-dir', certDir];
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tpp.ts', ...args, ...extra], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ...result, body: jsonOf(result.stdout) };
}

function jsonOf(stdout: string): Record<string, unknown> {
  const start = stdout.indexOf('\n{');
  return start === -1 ? {} : (JSON.parse(stdout.slice(start + 1)) as Record<string, unknown>);
}

const step = (id: string) => {
  const found = cliSteps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No step ${id}`);
  return found;
};

describe('/getting-started: the commands the page prints work as printed', () => {
  it('the TPP kit steps: certificate, sandbox, consent, the PSU signs in, accounts, transactions', async () => {
    expect(cliSteps.map((candidate) => candidate.id)).toEqual([
      'certificate',
      'sandbox',
      'consent',
      'sign-in',
      'accounts',
      'transactions',
    ]);
    const [certificate] = step('certificate').commands;
    const issued = runTpp(certificate ?? '');
    expect(issued.status, issued.stderr).toBe(0);
    expect(issued.stdout).toContain('Issued a sandbox QSealC');

    const initialized = runTpp(step('sandbox').commands[0] ?? '');
    expect(initialized.stdout).toMatch(/^HTTP 200/);

    const consent = runTpp(step('consent').commands[0] ?? '');
    expect(consent.stdout).toMatch(/^HTTP 201/);
    const scaRedirect = (consent.body._links as { scaRedirect: { href: string } }).scaRedirect.href;
    values[placeholders.scaRedirect] = scaRedirect;

    // Step 4 as the page words it: sign in with the example number, choose the private context and the accounts, approve.
    const returned = await completeSca({
      baseUrl,
      scaRedirect: filled(placeholders.scaRedirect),
      customerNumber: examplePsu,
      context: 'PRIVATE',
    });
    expect(`${returned.origin}${returned.pathname}`).toBe(exampleRedirectUri);
    values[placeholders.psuId] = returned.searchParams.get('psu-id') ?? '';

    const accounts = runTpp(step('accounts').commands[0] ?? '');
    expect(accounts.stdout, accounts.stdout).toMatch(/^HTTP 200/);
    const [account] = accounts.body.accounts as { resourceId: string }[];
    values[placeholders.accountId] = account?.resourceId ?? '';

    const transactions = runTpp(step('transactions').commands[0] ?? '');
    expect(transactions.stdout, transactions.stdout).toMatch(/^HTTP 200/);
    expect((transactions.body.transactions as { booked: unknown[] }).booked.length).toBeGreaterThan(0);
  }, 180_000);

  it('the curl and openssl recipe signs requests the service accepts, with and without a body and with PSU headers', async () => {
    expect(values[placeholders.psuId], 'the first test gives the psu-id').toBeTruthy();
    const script = path.join(certDir, 'signed-curl.sh');
    const calls = curlCommands.map(filled).map((command) => `${command}\necho "<<END>>"`);
    await writeFile(script, `${curlRecipe}\n${calls.join('\n')}\n`);
    const result = spawnSync('bash', [script], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, BASE: baseUrl, TPP_DIR: certDir },
    });
    expect(result.status, result.stderr).toBe(0);
    const answers = result.stdout
      .split('<<END>>')
      .slice(0, curlCommands.length)
      .map((text) => JSON.parse(text.trim()) as Record<string, unknown>);
    expect(answers[0]).toHaveProperty('customers');
    expect(answers[1]).toEqual(expect.objectContaining({ executed: expect.any(Array) }));
    expect(answers[2]).toEqual(
      expect.objectContaining({
        consentStatus: 'received',
        _links: expect.objectContaining({ scaRedirect: expect.any(Object) }),
      }),
    );
    expect((answers[3]?.accounts as unknown[]).length).toBeGreaterThan(0);
  }, 60_000);

  it('the payment recipe: created with its fee, started with a body-less POST to startAuthorisation, approved', async () => {
    const script = path.join(certDir, 'signed-curl-payment.sh');
    const run = async (command: string) => {
      await writeFile(script, `${curlRecipe}\n${filled(command)}\n`);
      const result = spawnSync('bash', [script], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, BASE: baseUrl, TPP_DIR: certDir },
      });
      expect(result.status, result.stderr).toBe(0);
      return JSON.parse(result.stdout.trim()) as Record<string, unknown> & { _links: Record<string, { href: string }> };
    };
    const [create = '', start = '', status = ''] = paymentCurlCommands;
    const created = await run(create);
    expect(created.transactionFees).toEqual({ amount: '0.00', currency: 'NOK' });
    values[placeholders.startAuthorisation] = created._links.startAuthorisation?.href ?? '';
    values[placeholders.paymentStatus] = created._links.status?.href ?? '';
    const started = await run(start);
    expect(started.authorisationId).toBe(created._links.scaStatus?.href.split('/').at(-1));
    await completeSca({ baseUrl, scaRedirect: started._links.scaRedirect?.href ?? '', customerNumber: examplePsu });
    expect(await run(status)).toEqual({ transactionStatus: 'PDNG' });
  }, 60_000);
});
