import { describe, expect, it } from 'vitest';
import { deadEndStatus } from './dead-end-status';

describe('deadEndStatus', () => {
  it.each([
    ['link-used', 410],
    ['link-expired', 410],
    ['session-expired', 410],
    ['withdrawn', 410],
    ['link-invalid', 404],
    ['forbidden', 403],
    [null, 404],
    ['something-else', 404],
  ] as const)('%s → %s', (reason, status) => {
    expect(deadEndStatus(reason)).toBe(status);
  });
});
