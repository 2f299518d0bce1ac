import { describe, expect, it } from 'vitest';
import { JsonText, serialiseJson } from '@/lib/xs2a/json-text';

describe('serialiseJson', () => {
  const entries = '[{"a":"x\\u001f\u2028","b":{"c":["GET"]}},{"d":"\\"\\\\"}]';

  it('writes a JsonText as its own text, where it stands, as stringify would write the parsed value', () => {
    const body = { account: { iban: 'NO93' }, transactions: { _links: {}, booked: new JsonText(entries), n: 1 } };
    const written = serialiseJson(body);
    expect(written).toBe(`{"account":{"iban":"NO93"},"transactions":{"_links":{},"booked":${entries},"n":1}}`);
    expect(written).toBe(
      JSON.stringify({ ...body, transactions: { ...body.transactions, booked: JSON.parse(entries) } }),
    );
  });

  it('writes several, nested in arrays, and leaves a data string that looks like a marker alone', () => {
    const body = ['"x:0"', new JsonText('1'), [new JsonText('{"b":2}')], { c: new JsonText('"\\n"') }];
    expect(serialiseJson(body)).toBe('["\\"x:0\\"",1,[{"b":2}],{"c":"\\n"}]');
  });

  it('keeps the replacer, and plain JSON.stringify still gives the parsed value', () => {
    const body = { amount: 5n, booked: new JsonText('[1,2]') };
    expect(serialiseJson(body, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))).toBe(
      '{"amount":"5","booked":[1,2]}',
    );
    expect(JSON.stringify({ booked: new JsonText('[1, 2]') })).toBe('{"booked":[1,2]}');
  });
});
