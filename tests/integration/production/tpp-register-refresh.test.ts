import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { claimRegisterRefresh } from '@/lib/tpp/eba-register/claim-register-refresh';
import { releaseRegisterRefresh } from '@/lib/tpp/eba-register/release-register-refresh';
import { startProductionApp, type ProductionApp } from '@/tests/integration/support/production-app';
import { waitFor } from '@/tests/integration/support/wait-for';

// D35: production with XS2A_TPP_REGISTER_SOURCE on a local copy of the EBA register's export, refreshed every 1.2 s.
// The register file (startProductionApp's) authorises the TPP for PSP_AI and PSP_PI throughout: what changes below
// comes from the EBA copy, which takes precedence.

const metricsToken = 'production-app-metrics-token-0123456789abcdef';
let dir: string;
let source: string;
let app: ProductionApp;

/** An entity of the export; `dates` alternate authorisation and withdrawal (ENT_AUT). */
function entity(number: string, dates: string[], norwegianServices: string[]) {
  return {
    CA_OwnerID: 'NO_FSA',
    EntityCode: `PSD_PI!NO_FSA!${number}`,
    EntityType: 'PSD_PI',
    Properties: [{ ENT_NAT_REF_COD: number }, { ENT_NAM: `TPP ${number} AS` }, { ENT_AUT: dates }],
    Services: [{ NO: norwegianServices }],
  };
}

// Twenty others, so that withdrawing one TPP stays within the 10% the authorised TPPs may shrink by.
const others = Array.from({ length: 20 }, (_, index) => entity(`9000000${10 + index}`, ['2020-01-01'], ['PS_080']));

/** Writes the export beside the old one and renames it into place, as config/README.md asks of the bank. */
async function writeExport(content: string): Promise<void> {
  await writeFile(`${source}.new`, content);
  await rename(`${source}.new`, source);
}

const exportListing = (tpp: object, rest: object[] = others) =>
  JSON.stringify([[{ disclaimer: 'EBA PSD2 register, test copy' }, tpp, ...rest]]);

async function metrics(): Promise<string> {
  const response = await fetch(`${app.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
  return response.text();
}

async function refreshes(outcome: string): Promise<number> {
  const line = (await metrics())
    .split('\n')
    .find((candidate) => candidate.startsWith(`xs2a_tpp_register_refresh_total{outcome="${outcome}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** The answer to an account-information request (POST /v1/bank-offered-consents needs PSP_AI). */
async function askForConsent(): Promise<{ status: number; code?: string }> {
  const response = await app.tpp.client.request('POST', '/v1/bank-offered-consents', {
    headers: { 'PSU-Context': 'PRIVATE' },
  });
  const body = response.body as { tppMessages?: { code: string }[] };
  return { status: response.status, code: body.tppMessages?.[0]?.code };
}

const numberOf = () => app.tpp.organizationIdentifier.replace('PSDNO-FSA-', '');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'psd2-eba-register-'));
  source = path.join(dir, 'eba-register.json');
  await writeExport(JSON.stringify(others));
  app = await startProductionApp({
    XS2A_TPP_REGISTER_SOURCE: source,
    XS2A_TPP_REGISTER_REFRESH_MINUTES: '0.02',
    XS2A_TPP_REGISTER_MIN_ENTITIES: '3',
    XS2A_TPP_REGISTER_MAX_SHRINK_PERCENT: '10',
  });
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await db.tppRegisterCopy.deleteMany();
  await db.tppRegisterRefresh.deleteMany();
  await rm(dir, { recursive: true, force: true });
  await db.$disconnect();
});

describe('the TPP register refreshed from the EBA register (D35)', () => {
  it('serves a TPP the copy authorises, refuses it the role the copy removes, blocks it once withdrawn', async () => {
    await writeExport(exportListing(entity(numberOf(), ['2019-01-01'], ['PS_070', 'PS_080'])));
    await waitFor(
      () => db.tppRegisterCopyEntry.findFirst({ where: { organizationIdentifier: app.tpp.organizationIdentifier } }),
      20_000,
    );
    expect(await waitFor(async () => (await askForConsent()).status === 201 && true, 20_000)).toBe(true);

    // The copy no longer lists account information for Norway; the file still does, and does not count.
    await writeExport(exportListing(entity(numberOf(), ['2019-01-01'], ['PS_070'])));
    const roleRefusal = await waitFor(async () => {
      const answer = await askForConsent();
      return answer.status !== 201 && answer;
    }, 20_000);
    expect(roleRefusal).toEqual({ status: 401, code: 'ROLE_INVALID' });

    await writeExport(exportListing(entity(numberOf(), ['2019-01-01', '2026-11-01'], ['PS_070', 'PS_080'])));
    const blocked = await waitFor(async () => {
      const answer = await askForConsent();
      return answer.code === 'CERTIFICATE_BLOCKED' && answer;
    }, 20_000);
    expect(blocked).toEqual({ status: 401, code: 'CERTIFICATE_BLOCKED' });
  });

  it.each([
    ['a truncated download', () => exportListing(entity(numberOf(), ['2019-01-01'], ['PS_080'])).slice(0, -30)],
    [
      'a copy shrunk to a third',
      () => exportListing(entity(numberOf(), ['2019-01-01'], ['PS_080']), others.slice(0, 6)),
    ],
    ['a file that is not JSON', () => '<html>Service unavailable</html>'],
  ])('refuses %s and keeps the last good copy', async (_, content) => {
    const before = await db.tppRegisterCopy.findFirstOrThrow();
    const refused = await refreshes('refused');
    await writeExport(content());
    await waitFor(async () => (await refreshes('refused')) > refused, 20_000);
    const after = await db.tppRegisterCopy.findFirstOrThrow();
    expect(after).toMatchObject({ id: before.id, checksum: before.checksum });
    // The last good copy still withdraws the TPP, although the refused one would authorise it.
    expect(await askForConsent()).toEqual({ status: 401, code: 'CERTIFICATE_BLOCKED' });
  });

  it('reports the age of the last good copy and the refreshes by outcome in /metrics', async () => {
    const text = await metrics();
    const age = Number(/^xs2a_tpp_register_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(3_600);
    expect(text).toMatch(/^xs2a_tpp_register_refresh_total\{outcome="stored"\} [3-9]/m);
  });

  it('logs each refresh as one line, with its outcome, and never the source', async () => {
    const counted = async () =>
      (await metrics())
        .split('\n')
        .filter((line) => line.startsWith('xs2a_tpp_register_refresh_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    const logged = () =>
      app
        .output()
        .split('\n')
        .slice(0, -1) // the line being written, if any
        .filter((line) => line.includes('"msg":"TPP register refresh'))
        .map((line) => JSON.parse(line) as { outcome: string; changes?: object });
    // The log is written asynchronously and refreshes go on: wait for a moment between two refreshes.
    const lines = await waitFor(async () => {
      const count = await counted();
      const found = logged();
      return found.length === count && found;
    }, 20_000);
    expect(lines.find((line) => line.outcome === 'stored')).toMatchObject({
      changes: { added: expect.any(Number), removed: expect.any(Number), changed: expect.any(Number) },
    });
    expect(app.output()).not.toContain(source);
  });

  // Last in the file: from here on the instance's own claims (at the real time) all fail.
  it('lets one instance at a time refresh, once an interval, and frees a lease its holder never ended', async () => {
    const at = (seconds: number) => new Date(Date.UTC(2100, 0, 1) + seconds * 1_000);
    const claim = (seconds: number) => claimRegisterRefresh({ now: at(seconds), intervalMs: 60_000, leaseMs: 600_000 });
    expect(await claim(0)).toBe(true);
    expect(await claim(1)).toBe(false);
    await releaseRegisterRefresh();
    expect(await claim(30)).toBe(false);
    expect(await claim(61)).toBe(true);
    expect(await claim(200)).toBe(false);
    expect(await claim(662)).toBe(true);
  });
});
