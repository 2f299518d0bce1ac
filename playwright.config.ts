import { defineConfig } from '@playwright/test';
import { launcherArguments } from './scripts/launcher/launcher-command';

// Debian's Chromium (installed by scripts/e2e.ts); Playwright's own browser download cannot work on these machines.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two workers on the 2-core machine: the browser, the app and a worker mostly wait on one another, so two files at a
  // time nearly halve the run. Each test makes its own TPP and data, so files may run side by side.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'site', testDir: 'e2e/site' },
    { name: 'api', testDir: 'e2e/api' },
    { name: 'psu', testDir: 'e2e/psu' },
    { name: 'portal-tools', testDir: 'e2e/portal-tools' },
    { name: 'reference', testDir: 'e2e/reference' },
    { name: 'portal', testDir: 'e2e/portal' },
  ],
  webServer: {
    command: `node ${launcherArguments.join(' ')}`,
    url: `${e2eBaseUrl}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    // D24: no scheduled payment batch; the tests run it with POST /v1/sandbox/batch-runs when they need it.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      XS2A_DATA_DIR: '.data/e2e',
      PUBLIC_URL: e2eBaseUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      XS2A_BATCH_TIMES: 'off',
      // D11: a future-dated rule added by configuration, as the bank adds one (e2e/portal-tools/readiness.spec.ts).
      XS2A_BANK_CHANGES_FILE: 'e2e/fixtures/bank-changes.json',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
