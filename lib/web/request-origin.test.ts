import { describe, expect, it } from 'vitest';
import { publicOrigin } from '@/lib/web/public-origin';
import { requestOrigin } from './request-origin';

const scheme = new URL(publicOrigin).protocol.slice(0, -1);

describe('requestOrigin', () => {
  it.each([
    [{ host: '127.0.0.1:3204' }, `${scheme}://127.0.0.1:3204`],
    [{ host: 'Sandbox.Example.COM' }, `${scheme}://sandbox.example.com`],
    [{ host: '[::1]:3000' }, `${scheme}://[::1]:3000`],
  ])('%j is %s', (headers, origin) => {
    expect(requestOrigin(new Headers(headers))).toBe(origin);
  });

  it.each<Record<string, string>>([{}, { host: 'evil.example/path' }, { host: 'a b' }, { host: "x';rm -rf /" }])(
    'falls back to the public origin for %j',
    (headers) => {
      expect(requestOrigin(new Headers(headers))).toBe(publicOrigin);
    },
  );
});
