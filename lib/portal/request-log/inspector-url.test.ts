import { describe, expect, it } from 'vitest';
import { inspectorQuery, readInspectorUrl } from './inspector-url';

// D28: other pages link to the inspector with xRequestId, operation, status, code, from, to and id; a link is read
// back exactly, including an offset whose "+" was not percent-encoded.
describe('the request inspector’s URL', () => {
  it('reads every filter and the row to open', () => {
    const url = new URLSearchParams(
      'xRequestId=abc&operation=listAccounts&status=4xx&code=CONSENT_UNKNOWN&from=2026-03-01T12:00:00+01:00&to=2026-03-01T13:00:00%2B01:00&id=42',
    );
    expect(readInspectorUrl(url)).toEqual({
      filters: {
        status: '4xx',
        authentication: '',
        operation: 'listAccounts',
        code: 'CONSENT_UNKNOWN',
        xRequestId: 'abc',
        from: '2026-03-01T12:00:00+01:00',
        to: '2026-03-01T13:00:00+01:00',
      },
      id: '42',
    });
  });

  it('writes only what is set, so that a shared link reads back the same', () => {
    const read = readInspectorUrl(new URLSearchParams('code=PERIOD_INVALID&from=2026-03-01T12:00:00Z&unknown=1'));
    expect(inspectorQuery(read).toString()).toBe('code=PERIOD_INVALID&from=2026-03-01T12%3A00%3A00Z');
    expect(readInspectorUrl(inspectorQuery(read))).toEqual(read);
  });
});
