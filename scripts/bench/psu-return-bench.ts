import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import type { Measurement } from './measure';
import { printTable } from './print-table';

const ola = '12085592767';
const tppSite = 'https://tpp.example';
const runs = 7;

/** A Norwegian domestic payment of 1,234.50 NOK (D9); the PSU chooses the account at SCA. */
const domesticPayment = JSON.stringify({
  instructedAmount: { currency: 'NOK', amount: '1234.50' },
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
});

/**
 * D29: a private PSU approves a payment in Chromium (the e2e tests' browser and launch arguments); measured from the
 * click on Approve until the browser requests the TPP's redirect URI (an address that leads nowhere, so nothing after).
 */
export async function benchPsuReturn(environment: TestEnvironment): Promise<Measurement> {
  const { client } = createSandboxTpp({
    baseUrl: environment.baseUrl,
    roles: ['PSP_PI'],
    client: { defaultHeaders: { 'TPP-Redirect-URI': `${tppSite}/cb?state=bench`, 'PSU-Context': 'PRIVATE' } },
  });
  const initialized = await client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200) throw new Error(`initialize answered ${initialized.status}`);
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    await approveOnce(browser, client); // warm-up: the pages' first compile and the browser's first start
    const times: number[] = [];
    for (let index = 0; index < runs; index++) times.push(await approveOnce(browser, client));
    times.sort((left, right) => left - right);
    const at = (fraction: number) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? NaN;
    const measurement: Measurement = {
      name: 'Approve → TPP redirect URI requested (Chromium, private payment)',
      runs,
      median: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      min: times[0] ?? NaN,
      max: times.at(-1) ?? NaN,
    };
    printTable([measurement]);
    return measurement;
  } finally {
    await browser.close();
  }
}

async function approveOnce(browser: Browser, client: ReturnType<typeof createSandboxTpp>['client']): Promise<number> {
  const response = await client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
    body: domesticPayment,
  });
  if (response.status !== 201) throw new Error(`initiation answered ${response.status}: ${response.text}`);
  const scaRedirect = (response.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    // The moment the browser asks for the TPP's page; a route would not see it, since it follows the forward's 303.
    const atTpp = new Promise<number>((resolve) =>
      page.on('request', (request) => {
        if (request.url().startsWith(`${tppSite}/`)) resolve(performance.now());
      }),
    );
    await page.goto(scaRedirect);
    await page.getByLabel('National identity number').fill(ola);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/sca/payment');
    await page.getByRole('radio').first().check();
    const clicked = performance.now();
    await page.getByRole('button', { name: 'Approve' }).click();
    return (await atTpp) - clicked;
  } finally {
    await context.close();
  }
}
