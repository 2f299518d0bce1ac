import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loggableResponse } from './loggable-response';
import { resultToParts } from './xs2a-response';

const encoded = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

// D28: a success is kept as its shape, never its values (PSU data); a refusal's body is kept, bounded.
describe('loggableResponse', () => {
  it("keeps a success's size and shape: keys, array lengths and types, no value", () => {
    const body = {
      accounts: [
        { resourceId: 'a1', iban: 'NO9386011117947', currency: 'NOK', balances: [{ amount: '79437.85' }] },
        { resourceId: 'a2', iban: 'NO1234567890123', currency: 'NOK' },
      ],
      _links: null,
      isComplete: true,
    };
    const bytes = encoded(body);
    const logged = loggableResponse(200, bytes);
    expect(logged).toEqual({
      size: bytes.byteLength,
      shape: {
        accounts: [
          2,
          { resourceId: 'string', iban: 'string', currency: 'string', balances: [1, { amount: 'string' }] },
        ],
        _links: 'null',
        isComplete: 'boolean',
      },
    });
    expect(JSON.stringify(logged)).not.toContain('NO9386011117947');
  });

  it("keeps a refusal's body, strings cut at 500 characters and arrays at 10 items", () => {
    const message = { category: 'ERROR', code: 'FORMAT_ERROR', path: 'PSU-IP-Address', text: 'x'.repeat(600) };
    const logged = loggableResponse(400, encoded({ tppMessages: Array.from({ length: 12 }, () => message) }));
    const body = logged.body as { tppMessages: (typeof message)[] };
    expect(logged.shape).toBeUndefined();
    expect(body.tppMessages).toHaveLength(10);
    expect(body.tppMessages[0]).toEqual({ ...message, text: `${'x'.repeat(500)}…` });
  });

  it('keeps only the size of an empty, non-JSON or very deep answer past its bounds', () => {
    expect(loggableResponse(204, new Uint8Array())).toEqual({ size: 0 });
    expect(loggableResponse(200, new TextEncoder().encode('<html>'))).toEqual({ size: 6 });
    let deep: unknown = 'leaf';
    for (let level = 0; level < 10; level += 1) deep = { next: deep };
    expect(JSON.stringify(loggableResponse(200, encoded(deep)).shape)).toBe(
      '{"next":{"next":{"next":{"next":{"next":"…"}}}}}',
    );
  });

  // D31: a handler's body is shaped as the value it was; the log must keep what parsing the written bytes would give.
  const fromValue = (body: unknown) => {
    const parts = resultToParts({ status: 200, body });
    return loggableResponse(200, parts.body, parts.value);
  };
  const fromBytes = (body: unknown) => loggableResponse(200, resultToParts({ status: 200, body }).body);

  it('shapes a body from its value as from its written bytes: dates, BigInts, undefined, toJSON', () => {
    const entries = [{ entryReference: 'e1', amount: { currency: 'NOK', amount: '-1.00' } }, { entryReference: 'e2' }];
    const body = {
      account: { iban: 'NO9386011117947', bban: undefined },
      transactions: { booked: entries, pending: [undefined, 1n, new Date(0), Number.NaN] },
      counted: 12n,
      at: new Date(0),
      custom: { toJSON: () => ['written'] },
      skipped: () => 'no',
    };
    expect(fromValue(body)).toEqual(fromBytes(body));
    expect(fromValue(body).shape).toMatchObject({ transactions: { booked: [2, { entryReference: 'string' }] } });
  });

  it('shapes any JSON body from its value as from its written bytes', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 7 }), (body) => {
        expect(fromValue(body)).toEqual(fromBytes(body));
      }),
      { numRuns: 300 },
    );
  });
});
