import { describe, expect, it } from 'vitest';
import { readInspectorUrl } from '@/lib/portal/request-log/inspector-url';
import { trafficInspectorHref } from './traffic-inspector-href';

describe('trafficInspectorHref', () => {
  const bucket = { key: 'x', from: new Date('2026-11-28T08:00:00Z'), to: new Date('2026-11-28T09:00:00Z') };

  it("links to the inspector with the bar's operation, its Oslo start and its last millisecond", () => {
    const url = new URL(trafficInspectorHref(bucket, { operation: 'listAccounts' }), 'https://portal.example');
    expect(url.pathname).toBe('/portal/requests');
    expect(readInspectorUrl(url.searchParams).filters).toMatchObject({
      authentication: 'authenticated',
      operation: 'listAccounts',
      code: '',
      from: '2026-11-28T09:00:00+01:00',
      to: '2026-11-28T09:59:59.999+01:00',
    });
  });

  it('links a refusal bar by its error code', () => {
    const url = new URL(trafficInspectorHref(bucket, { code: 'CONSENT_EXPIRED' }), 'https://portal.example');
    expect(url.searchParams.get('code')).toBe('CONSENT_EXPIRED');
    expect(url.searchParams.has('operation')).toBe(false);
  });
});
