import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('passwordProblem (D27: at least 12 characters, checked on the server)', () => {
  it.each([
    ['', 'too-short'],
    ['eleven char', 'too-short'],
    ['twelve chars', null],
    ['æøåæøåæøåæøå', null],
    ['🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑', 'too-short'],
    ['x'.repeat(256), null],
    ['x'.repeat(257), 'too-long'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
