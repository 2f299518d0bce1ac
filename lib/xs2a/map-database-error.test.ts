import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { DatabaseBusyError } from '@/lib/database/database-busy-error';
import { isMissingDayPartition, mapDatabaseError } from './map-database-error';
import { errorToParts } from './xs2a-response';

// D21: the shapes below are what Prisma 7 with @prisma/adapter-pg raised when each condition was provoked on a real
// PostgreSQL: a typed query's error carries the driver adapter error (with the SQLSTATE) in meta; a raw query's is P2010.

function adapterError(originalCode: string, kind: string) {
  return {
    name: 'DriverAdapterError',
    cause: { originalCode, originalMessage: 'a message with "Table" and column names', kind },
  };
}

function known(code: string, meta: Record<string, unknown> = {}) {
  return new Prisma.PrismaClientKnownRequestError('Invalid `tx.account.create()` invocation: SQL text', {
    code,
    clientVersion: '7.10.0',
    meta,
  });
}

/** A typed or raw query's error carrying the driver adapter error of SQLSTATE `originalCode`. */
function viaAdapter(code: string, originalCode: string, kind: string) {
  return known(code, { driverAdapterError: adapterError(originalCode, kind) });
}

const gone = { status: 404, code: 'RESOURCE_UNKNOWN', isRetryable: false };
const taken = { status: 409, code: 'STATUS_INVALID', isRetryable: false };
const conflict = { status: 409, code: 'STATUS_INVALID', isRetryable: true };
const busy = { status: 503, code: 'INTERNAL_SERVER_ERROR', isRetryable: true };

describe('mapDatabaseError', () => {
  it.each([
    [
      'record not found (findUniqueOrThrow, update, delete)',
      known('P2025', { modelName: 'Customer', operation: 'a query' }),
      gone,
      'P2025',
    ],
    [
      'foreign key violation',
      known('P2003', {
        modelName: 'Account',
        driverAdapterError: adapterError('23503', 'ForeignKeyConstraintViolation'),
      }),
      gone,
      'P2003 23503',
    ],
    ['foreign key violation without adapter detail', known('P2003'), gone, 'P2003'],
    ['unique violation', viaAdapter('P2002', '23505', 'UniqueConstraintViolation'), taken, 'P2002 23505'],
    ['serialization failure', viaAdapter('P2034', '40001', 'TransactionWriteConflict'), conflict, 'P2034 40001'],
    ['deadlock', viaAdapter('P2034', '40P01', 'TransactionWriteConflict'), conflict, 'P2034 40P01'],
    ['lock timeout', viaAdapter('P2039', '55P03', 'postgres'), conflict, 'P2039 55P03'],
    [
      'raw query: foreign key violation',
      viaAdapter('P2010', '23503', 'ForeignKeyConstraintViolation'),
      gone,
      'P2010 23503',
    ],
    ['raw query: unique violation', viaAdapter('P2010', '23505', 'UniqueConstraintViolation'), taken, 'P2010 23505'],
    ['raw query: deadlock', viaAdapter('P2010', '40P01', 'TransactionWriteConflict'), conflict, 'P2010 40P01'],
    [
      'a bare driver adapter error (serialization failure)',
      adapterError('40001', 'TransactionWriteConflict'),
      conflict,
      '40001',
    ],
    [
      "D13: a statement over the area's statement_timeout",
      viaAdapter('P2010', '57014', 'postgres'),
      busy,
      'P2010 57014',
    ],
    ["D13: no connection of the area's pool in time", new DatabaseBusyError('xs2a', 2000), busy, 'pool'],
    [
      'D13: the same, as Prisma wraps it',
      Object.assign(new Error('wrapped'), { cause: new DatabaseBusyError('psu', 2000) }),
      busy,
      'pool',
    ],
  ])('%s', (_case, error, expected, reason) => {
    const mapped = mapDatabaseError(error);
    expect(mapped && { status: mapped.error.status, code: mapped.error.code, isRetryable: mapped.isRetryable }).toEqual(
      expected,
    );
    expect(mapped?.reason).toBe(reason);
  });

  it.each([
    ['a not-null violation (a bug, not a race)', viaAdapter('P2011', '23502', 'NullConstraintViolation')],
    ['a raw query error of another kind', viaAdapter('P2010', '22012', 'postgres')],
    ['an interactive transaction that timed out', known('P2028', { timeout: 5000 })],
    [
      'an unknown Prisma error',
      new Prisma.PrismaClientUnknownRequestError('Inconsistent query result', { clientVersion: '7.10.0' }),
    ],
    ['a TypeError', new TypeError("Cannot read properties of null (reading 'customerNumber')")],
    ['an object named like an adapter error without a cause', { name: 'DriverAdapterError' }],
    ['a string', 'P2025'],
    ['null', null],
  ])('leaves %s unmapped', (_case, error) => {
    expect(mapDatabaseError(error)).toBeUndefined();
  });
});

describe('errorToParts with database errors', () => {
  const decode = (body: Uint8Array) => JSON.parse(new TextDecoder().decode(body)) as unknown;

  it('answers a lost race with a Berlin Group body that names nothing internal', () => {
    const parts = errorToParts(
      known('P2003', {
        modelName: 'Account',
        driverAdapterError: adapterError('23503', 'ForeignKeyConstraintViolation'),
      }),
      'request-1',
    );
    expect(parts).toMatchObject({ status: 404, errorCodes: ['RESOURCE_UNKNOWN'], isRetryable: false });
    const body = decode(parts.body);
    expect(body).toEqual({ tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: expect.any(String) }] });
    expect(JSON.stringify(body)).not.toMatch(/Account|P2003|23503|invocation|SQL|Table/);
  });

  it('marks a rolled-back conflict as retryable, so withXs2a releases the X-Request-ID', () => {
    const parts = errorToParts(viaAdapter('P2034', '40P01', 'TransactionWriteConflict'), 'request-2');
    expect(parts).toMatchObject({ status: 409, errorCodes: ['STATUS_INVALID'], isRetryable: true });
  });

  it('answers a busy pool 503 with Retry-After, retryable, naming nothing internal (D13)', () => {
    const parts = errorToParts(new DatabaseBusyError('xs2a', 2000), 'request-4');
    expect(parts).toMatchObject({ status: 503, errorCodes: ['INTERNAL_SERVER_ERROR'], isRetryable: true });
    expect(parts.headers.get('retry-after')).toBe('1');
    expect(JSON.stringify(decode(parts.body))).not.toMatch(/pool|xs2a|2000/);
  });

  it('keeps an unmapped database error a 500 without internals (D2)', () => {
    const parts = errorToParts(viaAdapter('P2011', '23502', 'NullConstraintViolation'), 'request-3');
    expect(parts.status).toBe(500);
    expect(parts.isRetryable).toBeUndefined();
    expect(JSON.stringify(decode(parts.body))).not.toMatch(/P2011|23502|invocation|SQL|Table/);
  });
});

describe('isMissingDayPartition (D36)', () => {
  const noPartition = 'no partition of relation "SeenRequestId" found for row';
  const pgError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
  const wrapped = (originalCode: string, originalMessage: string) =>
    known('P2010', { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode, originalMessage } } });

  it('recognises PostgreSQL refusing a row no partition holds, from pg and wrapped by Prisma', () => {
    expect(isMissingDayPartition(pgError('23514', noPartition))).toBe(true);
    expect(isMissingDayPartition(wrapped('23514', noPartition))).toBe(true);
  });

  it('leaves every other check violation and error alone', () => {
    const checkConstraint = 'new row for relation "Payment" violates check constraint';
    expect(isMissingDayPartition(pgError('23514', checkConstraint))).toBe(false);
    expect(isMissingDayPartition(wrapped('23514', checkConstraint))).toBe(false);
    expect(isMissingDayPartition(pgError('23505', noPartition))).toBe(false);
    expect(isMissingDayPartition(new Error(noPartition))).toBe(false);
    expect(isMissingDayPartition(undefined)).toBe(false);
  });

  it('answers 503 with Retry-After, so that the TPP sends the request again once the partition exists', () => {
    expect(mapDatabaseError(pgError('23514', noPartition))).toMatchObject({
      isRetryable: true,
      error: { status: 503, code: 'INTERNAL_SERVER_ERROR', headers: { 'Retry-After': '1' } },
    });
  });
});
