import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './is-database-unreachable';

function databaseError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('refused', 0, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} /tmp/.s.PGSQL.5432`), { code });
}

describe('isDatabaseUnreachable', () => {
  it.each([
    ['the server refused the connection', socketError('ECONNREFUSED'), true],
    ['the Unix socket is gone (server down)', socketError('ENOENT'), true],
    ['the connection was reset', socketError('ECONNRESET'), true],
    ['pg: the server closed the connection', new Error('Connection terminated unexpectedly'), true],
    ['pg-pool: no connection in time', new Error('timeout exceeded when trying to connect'), true],
    [
      'pg: a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ['net: every address refused', new AggregateError([socketError('ECONNREFUSED')], ''), true],
    ['57P01 admin shutdown', databaseError('57P01'), true],
    ['57P03 the server is starting up', databaseError('57P03'), true],
    ['08006 connection failure', databaseError('08006'), true],
    ['22P02 invalid text representation (a refusal)', databaseError('22P02'), false],
    ['23503 foreign key violation (a refusal)', databaseError('23503'), false],
    ['an error of our own', new TypeError('Do not know how to serialize a BigInt'), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s', (_name, error, expected) => {
    expect(isDatabaseUnreachable(error)).toBe(expected);
  });
});
