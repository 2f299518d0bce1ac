import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { createSandboxTpp, newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppClient } from '@/tools/tpp-kit/tpp-client';
import { writeProductionTrustFiles } from './production-trust-files';
import { startAppInstance } from './test-environment';
import { authorisedRegisterEntry } from './authorised-register-entry';
import { productionContactSettings } from '@/tests/support/production-contact-settings';

export type ProductionApp = {
  baseUrl: string;
  tpp: { organizationIdentifier: string; client: TppClient };
  /** Everything the instance wrote to stdout and stderr so far (its JSON log lines, D33). */
  output: () => string;
  stop: () => Promise<void>;
};

export const productionRedirectUri = 'https://tpp.example/callback?state=production';

/** The https origin production is told it is reached at (a TLS proxy in front, D33); the tests reach it over HTTP. */
export const productionPublicUrl = 'https://psd2.bank.test';

/**
 * D4 production mode over HTTP: one more instance of the built app on the shared test database with XS2A_ENV=production,
 * a QTSP trust anchor, an empty revocation list and a TPP register that lists one TPP (PSP_AI, PSP_PI), whose
 * redirect host is registered. `extraEnv` adds settings (the identity provider, D32).
 */
export async function startProductionApp(extraEnv: Record<string, string> = {}): Promise<ProductionApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'psd2-production-app-'));
  const organizationIdentifier = newOrganizationIdentifier();
  const entry = authorisedRegisterEntry({
    organizationIdentifier,
    name: 'Production TPP AS',
    authorisedRoles: ['PSP_AI', 'PSP_PI'],
  });
  const trust = await writeProductionTrustFiles(dir, [entry]);
  const { issuing } = trust;
  const app = await startAppInstance({
    databaseUrl: inject('databaseUrl'),
    dataDir: dir,
    extraEnv: {
      XS2A_ENV: 'production',
      XS2A_BEHIND_TLS_PROXY: 'true',
      PUBLIC_URL: productionPublicUrl,
      // D33: production asks for the metrics token at start-up.
      XS2A_METRICS_TOKEN: 'production-app-metrics-token-0123456789abcdef',
      ...productionContactSettings,
      ...trust.env,
      ...extraEnv,
    },
  });
  const tpp = createSandboxTpp({
    baseUrl: app.baseUrl,
    roles: ['PSP_AI', 'PSP_PI'],
    name: 'Production TPP AS',
    certificate: { organizationIdentifier, ca: { certPem: issuing.certPem, keyPem: issuing.keyPem } },
    client: { defaultHeaders: { 'TPP-Redirect-URI': productionRedirectUri } },
  });
  // D17: production sends PSUs back only to the TPP's registered hosts; the first signed call registers the TPP (D3).
  await tpp.client.request('GET', '/v1/accounts');
  await db.tpp.update({ where: { organizationIdentifier }, data: { redirectHosts: ['tpp.example'] } });
  return {
    baseUrl: app.baseUrl,
    tpp,
    output: app.output,
    stop: async () => {
      await app.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
