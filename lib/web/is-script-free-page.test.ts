import { describe, expect, it } from 'vitest';
import { isScriptFreePage } from './is-script-free-page';

describe('isScriptFreePage (D17)', () => {
  it.each([
    ['/sca/consent?sca=abc', true],
    ['/sca/return', true],
    ['/my-consents', true],
    ['/my-consents/revoked?id=1', true],
    ['/privacy', true],
    ['/help', true],
    ['/', false],
    ['/portal', false],
    ['/api-reference', false],
    ['/getting-started', false],
    ['/scary', false],
    ['/helpful', false],
  ] as const)('%s: %s', (path, isScriptFree) => {
    expect(isScriptFreePage(path)).toBe(isScriptFree);
  });
});
