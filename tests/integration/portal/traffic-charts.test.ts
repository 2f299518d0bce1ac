import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import type { RequestLogPage } from '@/lib/portal/request-log/list-request-log';
import { listRequestLog } from '@/lib/portal/request-log/list-request-log';
import { requestLogQuerySchema } from '@/lib/portal/request-log/request-log-query';
import { readTrafficCharts } from '@/lib/portal/traffic/read-traffic-charts';
import { trafficInspectorHref } from '@/lib/portal/traffic/traffic-inspector-href';
import { insertRequestLogs, type QueuedRequestLog } from '@/lib/xs2a/insert-request-logs';
import { balancesConsentBody } from '@/tests/integration/support/balances-consent-body';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { waitFor } from '@/tests/integration/support/wait-for';
import { createSandboxTpp, newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// D28: the dashboard's charts count from the hourly counts, and every number they link equals the inspector's count
// of the calls that link opens.

/** The count the inspector gives for an inspector URL's filters (all pages of at most 100). */
async function inspectorCount(href: string, cookie: string): Promise<number> {
  const url = new URL(href, inject('baseUrl'));
  let count = 0;
  for (let cursor = ''; ;) {
    const query = new URLSearchParams(url.search);
    query.set('limit', '100');
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(`${inject('baseUrl')}/portal/api/requests?${query}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as RequestLogPage;
    count += page.entries.length;
    if (!page.nextCursor) return count;
    cursor = page.nextCursor;
  }
}

/** Each count the dashboard's tables link, with the inspector URL it links to. */
function linkedCounts(html: string): { href: string; count: number }[] {
  return [...html.matchAll(/<a href="(\/portal\/requests\?[^"]+)"[^>]*>(\d+)<\/a>/g)].map(([, href = '', count]) => ({
    href: href.replaceAll('&amp;', '&'),
    count: Number(count),
  }));
}

describe('the dashboard after traffic', () => {
  it("shows the TPP's calls by operation and refusals by code, each number equal to the inspector's count", async () => {
    const tpp = createSandboxTpp({ baseUrl: inject('baseUrl') });
    for (let index = 0; index < 3; index += 1) {
      const created = await tpp.client.request('POST', '/v1/consents', {
        body: balancesConsentBody,
        headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/done' },
      });
      expect(created.status).toBe(201);
    }
    for (let index = 0; index < 2; index += 1) {
      const missing = await tpp.client.request('GET', `/v1/consents/${randomUUID()}`);
      expect(missing.status).toBeGreaterThanOrEqual(400);
    }
    const { cookie } = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    const html = await waitFor(async () => {
      const page = await (await fetch(`${inject('baseUrl')}/portal`, { headers: { cookie } })).text();
      const counts = linkedCounts(page);
      const requests = counts.filter((link) => link.href.includes('operation='));
      return requests.reduce((sum, link) => sum + link.count, 0) === 5 ? page : null;
    });
    const counts = linkedCounts(html);
    expect(counts.some((link) => link.href.includes('code=CONSENT_UNKNOWN') && link.count === 2)).toBe(true);
    for (const link of counts)
      expect({ link, count: await inspectorCount(link.href, cookie) }).toEqual({ link, count: link.count });
    const weekly = await (await fetch(`${inject('baseUrl')}/portal?period=7d`, { headers: { cookie } })).text();
    expect(weekly).toContain('aria-current="page"');
    const weeklyTotal = linkedCounts(weekly).filter((link) => link.href.includes('operation='));
    expect(weeklyTotal.reduce((sum, link) => sum + link.count, 0)).toBe(5);
  });
});

describe('readTrafficCharts', () => {
  let tppId: string;

  beforeAll(async () => {
    tppId = newId();
    await db.tpp.create({
      data: { id: tppId, organizationIdentifier: newOrganizationIdentifier(), name: 'Traffic AS', roles: ['PSP_AI'] },
    });
  });

  afterAll(async () => {
    await db.tpp.delete({ where: { id: tppId } });
  });

  const entry = (at: Date, overrides: Partial<QueuedRequestLog>): QueuedRequestLog => ({
    at,
    tppId,
    isAuthenticated: true,
    method: 'GET',
    path: '/v1/accounts',
    operation: 'listAccounts',
    status: 200,
    errorCodes: [],
    durationMs: 20,
    xRequestId: randomUUID(),
    ...overrides,
  });

  it('adds batches into the same hour, leaves out calls that did not authenticate, and agrees with the inspector', async () => {
    const now = new Date();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    await insertRequestLogs([entry(now, {}), entry(now, { durationMs: 800 }), entry(hourAgo, {})]);
    await insertRequestLogs([
      entry(now, { durationMs: 4000 }),
      entry(now, { status: 401, errorCodes: ['CONSENT_EXPIRED'] }),
      entry(now, { isAuthenticated: false }),
    ]);
    const charts = await readTrafficCharts(tppId, '24h', now);
    const current = charts.bars.at(-1)!;
    expect(current.byOperation.listAccounts).toBe(4);
    expect(current.byCode).toEqual({ CONSENT_EXPIRED: 1 });
    expect(current.p50).toBe(20);
    expect(current.p95).toBe(5000);
    expect(charts.bars.at(-2)?.total).toBe(1);
    for (const bar of charts.bars.slice(-2)) {
      const query = new URL(trafficInspectorHref(bar, { operation: 'listAccounts' }), 'https://x').searchParams;
      const page = await listRequestLog(
        tppId,
        requestLogQuerySchema.parse({ ...Object.fromEntries(query), limit: 100 }),
      );
      expect(page.entries).toHaveLength(bar.byOperation.listAccounts ?? 0);
    }
  });
});
