import { describe, expect, it } from 'vitest';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { findSandboxOperation } from './find-sandbox-operation';

function refusal(method: string, segments: string[]): { code: string; status: number } {
  try {
    findSandboxOperation(method, segments);
  } catch (error) {
    if (error instanceof Xs2aError) return { code: error.code, status: error.status };
  }
  throw new Error('no refusal');
}

describe('findSandboxOperation', () => {
  it('finds the /v1/sandbox operation with its named segments', () => {
    const found = findSandboxOperation('PUT', ['accounts', 'a-1', 'balances']);
    expect(found.operation.pattern).toBe('accounts/:mockAccountId/balances');
    expect(found.params).toEqual({ mockAccountId: 'a-1' });
    expect(findSandboxOperation('GET', ['card-accounts', 'c-1', 'transactions', 't-1']).params).toEqual({
      mockCardAccountId: 'c-1',
      transactionId: 't-1',
    });
  });

  it('answers a known path with another method 405 and an unknown path 404, as the API does', () => {
    expect(refusal('PATCH', ['customers'])).toEqual({ code: 'SERVICE_INVALID', status: 405 });
    expect(refusal('DELETE', ['card-accounts', 'c-1'])).toEqual({ code: 'SERVICE_INVALID', status: 405 });
    expect(refusal('GET', ['customers', 'x', 'y'])).toEqual({ code: 'RESOURCE_UNKNOWN', status: 404 });
    expect(refusal('GET', ['accounts', ''])).toEqual({ code: 'RESOURCE_UNKNOWN', status: 404 });
  });
});
