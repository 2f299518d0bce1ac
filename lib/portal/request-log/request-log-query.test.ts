import { describe, expect, it } from 'vitest';
import { requestLogQuerySchema } from './request-log-query';

// D28: every filter a client may forge is checked here, so that the database never sees a value it cannot hold.
describe('requestLogQuerySchema', () => {
  it.each([
    ['cursor', '9999999999999-9223372036854775808'],
    ['to', '0000-01-01T00:00:00Z'],
    ['from', '0001-01-01T00:00:00+01:00'],
    ['from', '2026-02-30T12:00:00Z'],
    ['to', '2026-03-01T12:00Z'],
    ['authentication', 'maybe'],
    ['code', 'consent_unknown'],
    ['code', "CONSENT_UNKNOWN' OR 1=1"],
    ['id', '9223372036854775808'],
    ['id', '-1'],
  ])('refuses %s=%s naming the filter', (name, value) => {
    const parsed = requestLogQuerySchema.safeParse({ [name]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([name]);
  });

  it('reads a code and a row id', () => {
    expect(requestLogQuerySchema.parse({ code: 'CONSENT_UNKNOWN', id: '9223372036854775807' })).toMatchObject({
      code: 'CONSENT_UNKNOWN',
      id: 9223372036854775807n,
    });
  });

  it('reads a cursor as its instant and id, and the time range as instants', () => {
    const parsed = requestLogQuerySchema.parse({
      cursor: '1767225600000-9223372036854775807',
      from: '2026-01-01T01:00:00+01:00',
      to: '2026-01-01T00:00:00Z',
    });
    expect(parsed.cursor).toEqual({ at: new Date(Date.UTC(2026, 0, 1)), id: 9223372036854775807n });
    expect(parsed.from).toEqual(new Date(Date.UTC(2026, 0, 1)));
    expect(parsed.to).toEqual(parsed.from);
  });
});
