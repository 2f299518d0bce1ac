import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { paymentRedirect } from '@/tests/integration/support/payment-fixture-api';
import { signedInDeveloper, type SignedInDeveloper } from '@/tests/integration/support/portal-developer';
import { errorOf, firstMessage } from '@/tests/integration/support/sandbox-tpp';
import { domesticPaymentBody, domesticPaymentPath } from '@/tests/integration/support/started-sca';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';
import { waitFor } from '@/tests/integration/support/wait-for';

// D11: the registry of the bank's changes as a TPP meets it. One more sandbox instance is started with a
// future-dated rule in XS2A_BANK_CHANGES_FILE: a TPP's use of the /v1/consents alias and Address.city shows on
// /portal/readiness with its counts, the configured rule with the requests it would refuse, and "Try it now" makes
// that TPP's sandbox refuse them (and no other TPP's).

const configuredRule = {
  kind: 'rule',
  id: 'remittance-array-only',
  usage: 'single-remittance-structured',
  refusedFrom: { sandbox: '2099-03-01', production: '2099-06-01' },
  summary: {
    en: 'Only remittanceInformationStructuredArray is taken',
    nb: 'Bare remittanceInformationStructuredArray tas imot',
  },
};
const singleRemittance = { ...domesticPaymentBody, remittanceInformationStructured: { reference: '12345678903' } };
const withCity = { ...domesticPaymentBody, creditorAddress: { city: 'Oslo', country: 'NO' } };

let dir: string;
let app: AppInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'psd2-bank-changes-'));
  const file = path.join(dir, 'bank-changes.json');
  await writeFile(file, JSON.stringify({ changes: [configuredRule] }));
  app = await startAppInstance({
    databaseUrl: inject('databaseUrl'),
    dataDir: dir,
    extraEnv: { XS2A_BANK_CHANGES_FILE: file },
  });
}, 200_000);

afterAll(async () => {
  await app?.stop();
  await rm(dir, { recursive: true, force: true });
  await db.$disconnect();
});

/** A TPP of the instance with the known sandbox state, sending JSON bodies and TPP-Redirect-URI. */
async function newTpp() {
  const tpp = createSandboxTpp({ baseUrl: app.baseUrl, client: { defaultHeaders: paymentRedirect } });
  const initialized = await tpp.client.request('POST', '/v1/sandbox/initialize');
  expect(initialized.status, initialized.text).toBe(200);
  const post = (target: string, body: unknown): Promise<TppResponse> =>
    tpp.client.request('POST', target, { body: JSON.stringify(body) });
  return { ...tpp, post };
}

async function page(developer: SignedInDeveloper, target: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}${target}`, { headers: { cookie: developer.cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The count shown for a change once the request log holds `count` rows (D31: written just after the answer). */
function countShown(developer: SignedInDeveloper, changeId: string, count: number): Promise<string> {
  return waitFor(async () => {
    const html = await page(developer, '/portal/readiness');
    return new RegExp(`data-testid="${changeId}-count">${count}<`).test(html) ? html : null;
  });
}

async function setTrial(developer: SignedInDeveloper, change: string, trial: 'on' | 'off'): Promise<Response> {
  return fetch(`${app.baseUrl}/portal/actions/change-trial`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: developer.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      origin: app.baseUrl,
    },
    body: new URLSearchParams({ csrfToken: developer.csrfToken, change, trial }).toString(),
  });
}

describe('readiness for the bank’s changes (D11)', () => {
  it('shows the /v1/consents alias and Address.city a TPP used, with their counts and requests', async () => {
    const tpp = await newTpp();
    for (let i = 0; i < 2; i++) expect((await tpp.post('/v1/consents', {})).status).toBe(201);
    expect(errorOf(await tpp.post(domesticPaymentPath, withCity))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'creditorAddress.city',
    });
    expect((await tpp.post('/v1/bank-offered-consents', {})).status).toBe(201);
    const developer = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    await countShown(developer, 'consents-alias', 2);
    const html = await countShown(developer, 'town-name-replaces-city', 1);
    expect(html).toContain('POST /v1/consents removed, replaced by POST /v1/bank-offered-consents');
    expect(html).toContain('Address.city removed, replaced by Address.townName');
    expect(html).toContain('href="/portal/requests?operation=createConsent&amp;from=');
    expect(html).toContain('href="/portal/requests?operation=initiatePayment&amp;from=');
    const { id: tppId } = await db.tpp.findUniqueOrThrow({
      where: { organizationIdentifier: tpp.organizationIdentifier },
    });
    const rows = await db.requestLog.findMany({
      where: { tppId, changeUsages: { isEmpty: false } },
      select: { id: true, changeUsages: true },
    });
    expect(rows.map((row) => row.changeUsages).sort()).toEqual([
      ['address-city'],
      ['consents-alias'],
      ['consents-alias'],
    ]);
    for (const row of rows) expect(html).toContain(`href="/portal/requests?id=${row.id}"`);
    // The configured rule is coming, and this TPP has sent nothing it would refuse.
    expect(html).toContain('Only remittanceInformationStructuredArray is taken');
    expect(html).toContain('data-testid="remittance-array-only-count">0<');
  });

  it('shows a configured future rule with the requests it would refuse, and Try it now makes the sandbox refuse them', async () => {
    const tpp = await newTpp();
    const other = await newTpp();
    expect((await tpp.post(domesticPaymentPath, singleRemittance)).status).toBe(201);
    const developer = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    const html = await countShown(developer, 'remittance-array-only', 1);
    expect(html).toContain('2099-03-01');

    const tried = await setTrial(developer, 'remittance-array-only', 'on');
    expect(tried.status).toBe(303);
    expect(tried.headers.get('location')).toBe('/portal/readiness?note=tried#remittance-array-only');
    const refused = await tpp.post(domesticPaymentPath, singleRemittance);
    expect(errorOf(refused)).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'remittanceInformationStructured' });
    expect(firstMessage(refused).text).toBe(
      'remittanceInformationStructured is replaced by remittanceInformationStructuredArray on 2099-03-01, which your sandbox tries now: send the references in the array.',
    );
    // The array it asks for is taken, and another TPP's sandbox still follows the dates.
    const { remittanceInformationStructured, ...rest } = singleRemittance;
    expect(
      (
        await tpp.post(domesticPaymentPath, {
          ...rest,
          remittanceInformationStructuredArray: [remittanceInformationStructured],
        })
      ).status,
    ).toBe(201);
    expect((await other.post(domesticPaymentPath, singleRemittance)).status).toBe(201);
    const shown = await countShown(developer, 'remittance-array-only', 2);
    expect(shown).toContain('Stop trying');

    expect((await setTrial(developer, 'remittance-array-only', 'off')).status).toBe(303);
    expect((await tpp.post(domesticPaymentPath, singleRemittance)).status).toBe(201);
  });

  it('tries the removal of the /v1/consents alias: 404 RESOURCE_UNKNOWN naming its successor', async () => {
    const tpp = await newTpp();
    const developer = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    expect((await setTrial(developer, 'consents-alias', 'on')).status).toBe(303);
    const refused = await tpp.post('/v1/consents', {});
    expect(errorOf(refused)).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
    expect(firstMessage(refused).text).toContain('POST /v1/bank-offered-consents');
    expect(await db.consent.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } })).toBe(0);
  });

  it('refuses a change id that is not a rule or deprecation, and a form without its CSRF token', async () => {
    const tpp = await newTpp();
    const developer = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    const unknown = await setTrial(developer, 'documentation-2.16.0', 'on');
    expect(unknown.headers.get('location')).toBe('/portal/readiness?error=trial');
    const forged = await setTrial({ ...developer, csrfToken: 'forged' }, 'consents-alias', 'on');
    expect(forged.headers.get('location')).toBe('/portal/readiness?error=forbidden');
    expect(await db.changeTrial.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } })).toBe(
      0,
    );
  });
});

describe('/changelog (D11)', () => {
  it('lists the configured change as upcoming, before the releases in force, in either language', async () => {
    const english = await (await fetch(`${app.baseUrl}/changelog`)).text();
    const upcoming = english.indexOf('Only remittanceInformationStructuredArray is taken');
    expect(upcoming).toBeGreaterThan(english.indexOf('>Upcoming<'));
    expect(upcoming).toBeLessThan(english.indexOf('>In force<'));
    expect(english.indexOf('>In force<')).toBeLessThan(english.indexOf('Documentation 2.16.0, API 1.23.7'));
    expect(english).toContain('x-accept-fix: amount-as-string becomes the default');
    const norwegian = await (await fetch(`${app.baseUrl}/changelog`, { headers: { 'accept-language': 'nb' } })).text();
    expect(norwegian).toContain('Bare remittanceInformationStructuredArray tas imot');
    expect(norwegian).toContain('>Kommende<');
    expect(norwegian).toContain('Dokumentasjon 2.16.0, API 1.23.7');
  });
});
