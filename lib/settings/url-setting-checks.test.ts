import { describe, expect, it } from 'vitest';
import { tppRegisterSourceProblem } from './url-setting-checks';

describe('tppRegisterSourceProblem (D35)', () => {
  it.each([
    ['https://euclid.eba.europa.eu/register/api/download/full.json', null],
    ['/var/lib/xs2a/eba-register.json', null],
    ['eba-register.json', null],
    ['http://euclid.eba.europa.eu/full.json', 'must be an https URL or a file path'],
    ['ftp://register.example/full.json', 'must be an https URL or a file path'],
    ['', 'must not be empty'],
  ])('%s', (value, problem) => {
    expect(tppRegisterSourceProblem(value)).toBe(problem);
  });
});
