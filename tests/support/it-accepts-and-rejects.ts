import { expect, it } from 'vitest';

export type ItAcceptsAndRejectsInput = {
  isValid: (value: unknown) => boolean;
  accepts: readonly string[];
  rejects: readonly (readonly [value: unknown, reason: string])[];
};

/** The table of a validator's cases, each accepted value true and each rejected one (with why) false. */
export function itAcceptsAndRejects({ isValid, accepts, rejects }: ItAcceptsAndRejectsInput): void {
  it.each(accepts)('accepts %s', (value) => {
    expect(isValid(value)).toBe(true);
  });

  it.each(rejects)('rejects %j (%s)', (value, _reason) => {
    expect(isValid(value)).toBe(false);
  });
}
