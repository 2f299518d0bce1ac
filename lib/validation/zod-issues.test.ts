import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldPath } from './zod-issues';

describe('toFieldPath', () => {
  it.each([
    [[], ''],
    [['creditorName'], 'creditorName'],
    [['instructedAmount', 'currency'], 'instructedAmount.currency'],
    [['payments', 2, 'creditorName'], 'payments[2].creditorName'],
    [[0, 'iban'], '[0].iban'],
    [['matrix', 1, 3], 'matrix[1][3]'],
    [[Symbol('meta'), 'x'], 'meta.x'],
  ] as const)('%j → %s', (issuePath, expected) => {
    expect(toFieldPath(issuePath)).toBe(expected);
  });

  it('names the failing field of a real zod issue', () => {
    const schema = z.object({ payments: z.array(z.object({ creditorName: z.string() })) });
    const result = schema.safeParse({ payments: [{ creditorName: 'a' }, { creditorName: 'b' }, { creditorName: 3 }] });
    expect(result.success).toBe(false);
    expect(toFieldPath(result.error?.issues[0]?.path ?? [])).toBe('payments[2].creditorName');
  });
});
