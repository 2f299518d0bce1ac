import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptPattern,
  checkAccept,
  checkAcceptCharset,
  parseJsonBody,
  readRequestId,
} from '@/lib/xs2a/request-format';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const json = new TextEncoder().encode('{"a":1}');

function refusal(run: () => unknown): Pick<Xs2aError, 'code' | 'status' | 'path' | 'headers'> | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof Xs2aError)) throw error;
    return { code: error.code, status: error.status, path: error.path, headers: error.headers };
  }
}

describe('parseJsonBody and Content-Encoding', () => {
  it.each([
    ['gzip', new Uint8Array(gzipSync(json))],
    ['gzip', json],
    ['br', json],
    ['deflate, identity', json],
  ])(
    'a body with Content-Encoding %s is 415 FORMAT_ERROR naming Content-Encoding, with Accept-Encoding: identity',
    (coding, body) => {
      expect(refusal(() => parseJsonBody(body, 'application/json', coding))).toEqual({
        code: 'FORMAT_ERROR',
        status: 415,
        path: 'Content-Encoding',
        headers: { 'Accept-Encoding': 'identity' },
      });
    },
  );

  it.each([null, '', 'identity', 'Identity'])('reads the body as sent with Content-Encoding %j', (coding) => {
    expect(parseJsonBody(json, 'application/json', coding)).toEqual({ a: 1 });
  });

  it.each([
    'application/json; charset=iso-8859-1',
    'application/json;charset="latin1"',
    'application/json; charset=utf-16',
    'application/json; charset=us-ascii',
  ])(
    'a body declared in another charset than UTF-8 (%s) is 415 FORMAT_ERROR naming Content-Type, though its bytes are valid UTF-8',
    (contentType) => {
      expect(refusal(() => parseJsonBody(json, contentType, null))).toEqual({
        code: 'FORMAT_ERROR',
        status: 415,
        path: 'Content-Type',
        headers: undefined,
      });
    },
  );

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/json; charset="utf-8"',
    'application/json; charset=utf8',
  ])('reads a UTF-8 body sent as %s', (contentType) => {
    expect(parseJsonBody(json, contentType, null)).toEqual({ a: 1 });
  });

  it('ignores Content-Encoding when there is no body', () => {
    expect(parseJsonBody(new Uint8Array(), null, 'gzip')).toBeUndefined();
  });
});

/** Accept values that both checkAccept and the OpenAPI document's pattern take. */
const acceptedByTheDocument = [
  '',
  'application/json',
  'APPLICATION/JSON; charset=utf-8',
  '*/*',
  'application/*',
  'text/html, */*;q=0.1',
  'application/hal+json',
  'application/xml;q=0.9, application/json;q=0.1',
];

/** The two negotiation headers refused with 406 when nothing they allow is JSON in UTF-8. */
const negotiationChecks = [
  {
    check: checkAcceptCharset,
    header: 'Accept-Charset',
    refused: ['iso-8859-1', 'utf-8;q=0, iso-8859-1', 'utf-8;q=0, *', 'us-ascii, *;q=0', 'utf-16'],
    accepted: [
      null,
      '',
      'utf-8',
      'UTF-8',
      'utf8',
      '*',
      'iso-8859-1, utf-8;q=0.7',
      'iso-8859-1;q=1, *;q=0.1',
      'utf-8;q=0.001',
    ],
  },
  {
    check: checkAccept,
    header: 'Accept',
    refused: [
      'application/xml',
      'text/html',
      'application/json;q=0, */*',
      'application/json;q=0, application/*;q=0.5',
      'application/*;q=0, */*',
      '*/*;q=0',
    ],
    accepted: [null, ...acceptedByTheDocument, 'application/json, */*;q=0'],
  },
];

for (const { check, header, refused, accepted } of negotiationChecks) {
  describe(check.name, () => {
    it.each(refused)('refuses %j with 406 REQUESTED_FORMATS_INVALID', (value) => {
      expect(refusal(() => check(value))).toEqual({
        code: 'REQUESTED_FORMATS_INVALID',
        status: 406,
        path: header,
        headers: undefined,
      });
    });

    it.each(accepted)('accepts %j', (value) => {
      expect(refusal(() => check(value))).toBeUndefined();
    });
  });
}

describe('acceptPattern, the Accept rule of the OpenAPI document', () => {
  const pattern = new RegExp(acceptPattern, 'u');

  it.each(acceptedByTheDocument)('matches %j', (value) => {
    expect(pattern.test(value)).toBe(true);
  });

  it.each(['application/xml', 'text/html', 'application/json;q=0, */*', '*/*;q=0', 'application/json foo', 'json'])(
    'does not match %j',
    (value) => {
      expect(pattern.test(value)).toBe(false);
    },
  );

  it('matches no value that checkAccept refuses (a request valid against the document is never 406)', () => {
    const range = fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'APPLICATION/JSON',
          'application/*',
          '*/*',
          'application/hal+json',
          'text/html',
          'application/xml',
          'text/*',
          'json',
          '',
        ),
        fc.array(fc.constantFrom('q=0', 'q=0.0', 'Q=0', 'q=0.5', 'q=1', 'charset=utf-8', 'q = 0', 'level=1'), {
          maxLength: 2,
        }),
        fc.constantFrom('', ' ', '\t'),
      )
      .map(([type, parameters, space]) => [`${space}${type}${space}`, ...parameters].join(';'));
    fc.assert(
      fc.property(
        fc.array(range, { minLength: 1, maxLength: 4 }).map((ranges) => ranges.join(',')),
        (value) => {
          if (pattern.test(value)) expect(() => checkAccept(value)).not.toThrow();
        },
      ),
      { numRuns: 2000, seed: 28 },
    );
  });
});

describe('readRequestId', () => {
  it('refuses an X-Request-ID sent empty as a value that is no UUID, not as a missing header', () => {
    expect(() => readRequestId('')).toThrow('X-Request-ID must be a UUID; got "".');
    expect(() => readRequestId(null)).toThrow('The X-Request-ID header is missing');
  });
});
