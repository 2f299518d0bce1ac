import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { loggableError, scrubbedError } from './loggable-error';

describe('loggableError (D33)', () => {
  it("leaves out a Prisma error's message, which quotes the query's arguments, and keeps its code and frames", () => {
    const error = new Prisma.PrismaClientKnownRequestError(
      'Invalid `prisma.customer.findFirst()` invocation: { where: { customerNumber: "13039319955" } }',
      { code: 'P2025', clientVersion: '7' },
    );
    const logged = loggableError(error);
    expect(logged).toMatchObject({ name: 'PrismaClientKnownRequestError', code: 'P2025' });
    expect(JSON.stringify(logged)).not.toContain('13039319955');
    expect(logged.frames.length).toBeGreaterThan(0);
    expect(logged.frames.every((frame) => frame.startsWith('at '))).toBe(true);
  });

  it('keeps the SQLSTATE of the PostgreSQL error a Prisma error carries, and none of its message', () => {
    // The shape Prisma 7 with @prisma/adapter-pg raises for an error it has no code of its own for (P2039).
    const error = new Prisma.PrismaClientKnownRequestError('Invalid `tx.consent.update()` invocation: SQL text', {
      code: 'P2039',
      clientVersion: '7.10.0',
      meta: {
        driverAdapterError: {
          name: 'DriverAdapterError',
          cause: { originalCode: '40P01', originalMessage: 'deadlock on "Consent" row 13039319955', kind: 'postgres' },
        },
      },
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ name: 'PrismaClientKnownRequestError', code: 'P2039', sqlState: '40P01' });
    expect(JSON.stringify(logged)).not.toContain('13039319955');
    expect(scrubbedError(error)).toMatchObject({ code: 'P2039', sqlState: '40P01' });
  });

  it('does not repeat the SQLSTATE of a pg error, which is its code already', () => {
    const error = new pg.DatabaseError('canceling statement due to lock timeout', 0, 'error');
    error.code = '55P03';
    expect(loggableError(error)).toMatchObject({ code: '55P03' });
    expect(loggableError(error)).not.toHaveProperty('sqlState');
  });

  it('never reads the driver’s detail, which holds the key values of a violated constraint', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "Developer_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(kari@example.test) already exists.',
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      name: 'Error',
      code: '23505',
      message: 'duplicate key value violates unique constraint "Developer_email_key"',
    });
    expect(JSON.stringify(logged)).not.toContain('kari@example.test');
  });

  it('keeps the message the code wrote, and describes what is not an Error by its type', () => {
    expect(loggableError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toMatchObject({
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'id')",
    });
    expect(loggableError('a thrown string with 13039319955')).toEqual({ name: 'string', frames: [] });
  });
});

describe('scrubbedError (D33)', () => {
  it('keeps the kind, code, digest and frames of an error a page or route threw, and none of its text', () => {
    const error = Object.assign(new Error('cannot verify kari@example.test'), { code: 'P2010', digest: '2381224591' });
    const logged = scrubbedError(error);
    expect(logged).toMatchObject({ name: 'Error', code: 'P2010', digest: '2381224591' });
    expect(logged).not.toHaveProperty('message');
    expect(logged.frames.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('kari@example.test');
  });
});
