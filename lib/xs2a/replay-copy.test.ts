import { describe, expect, it } from 'vitest';
import { ReplayCopy, storedResponse } from './replay-copy';
import { resultToParts } from './xs2a-response';

const key = { tppId: 'tpp-1', requestId: '0a1b2c3d-0000-4000-8000-000000000001', method: 'POST' };

describe('ReplayCopy (D37)', () => {
  it('keeps the response a handler states, with its redacted replay body, for the very result it returns', () => {
    const copy = new ReplayCopy(key);
    const result = { status: 201, body: { link: 'secret' }, replayBody: { link: null }, headers: { Location: '/x' } };
    const statement = copy.statementFor(result);
    expect(statement.sql).toContain('UPDATE "SeenRequestId"');
    expect(statement.values).toContainEqual(expect.stringContaining('"location":"/x"'));
    expect(statement.values).toContain('{"link":null}');
    expect(copy.writtenPartsFor(result)?.status).toBe(201);
    expect(copy.writtenPartsFor({ ...result })).toBeUndefined();
  });

  it('keeps nothing for a method other than POST', () => {
    expect(() => new ReplayCopy({ ...key, method: 'GET' }).statementFor({ status: 200, body: {} })).toThrow(/POST/);
  });

  it('stores the replay body in place of the body, and every header', () => {
    const parts = resultToParts({
      status: 201,
      body: { a: 1 },
      replayBody: { a: 0 },
      headers: { 'ASPSP-SCA-Approach': 'REDIRECT' },
    });
    expect(storedResponse(parts)).toEqual({
      status: 201,
      headers: { 'aspsp-sca-approach': 'REDIRECT', 'content-type': 'application/json' },
      body: '{"a":0}',
    });
  });

  it('answers with the result it kept when the creating statement carried it, and builds it afresh otherwise', async () => {
    const toResult = (made: { id: string }) => ({ status: 201, body: { id: made.id } });
    const carried = new ReplayCopy(key);
    const statements: unknown[] = [];
    const kept = await carried.resultOf(async (alsoWrite) => {
      statements.push(alsoWrite({ id: 'a' }));
      return { id: 'a' };
    }, toResult);
    expect(statements).toHaveLength(1);
    expect(carried.writtenPartsFor(kept)).toBeDefined();

    const ignored = new ReplayCopy(key);
    const built = await ignored.resultOf(async () => ({ id: 'b' }), toResult);
    expect(built).toEqual({ status: 201, body: { id: 'b' } });
    expect(ignored.writtenPartsFor(built)).toBeUndefined();
  });
});
