import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import type { TppClient } from '@/tools/tpp-kit/tpp-client';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import type { Measurement } from './measure';
import { domesticPayment, paymentBenchClient } from './payment-bench-client';
import { printTable } from './print-table';
import { summariseTimes } from './summarise-times';

const ola = '12085592767';
const tppSite = 'https://tpp.example';
const runs = 7;

/**
 * D29: a private PSU approves a payment in Chromium (the e2e tests' browser and launch arguments); measured from the
 * click on Approve until the browser requests the TPP's redirect URI (an address that leads nowhere, so nothing after).
 */
export async function benchPsuReturn(environment: TestEnvironment): Promise<Measurement> {
  const client = await paymentBenchClient(environment.baseUrl, {
    'TPP-Redirect-URI': `${tppSite}/cb?state=bench`,
    'PSU-Context': 'PRIVATE',
  });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    await approveOnce(browser, client); // warm-up: the pages' first compile and the browser's first start
    const times: number[] = [];
    for (let index = 0; index < runs; index++) times.push(await approveOnce(browser, client));
    const measurement = summariseTimes('Approve → TPP redirect URI requested (Chromium, private payment)', times);
    printTable([measurement]);
    return measurement;
  } finally {
    await browser.close();
  }
}

async function approveOnce(browser: Browser, client: TppClient): Promise<number> {
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
