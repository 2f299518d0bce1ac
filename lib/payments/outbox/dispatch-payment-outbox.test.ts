import { describe, expect, it } from 'vitest';
import { retryDelayMilliseconds } from './dispatch-payment-outbox';

describe('retryDelayMilliseconds (D32)', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [10, 2_560_000],
    [11, 3_600_000],
    [20, 3_600_000],
  ])('after attempt %i waits %i ms', (attempts, milliseconds) => {
    expect(retryDelayMilliseconds(attempts)).toBe(milliseconds);
  });
});
