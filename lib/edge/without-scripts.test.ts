import { describe, expect, it } from 'vitest';
import { withoutScripts } from './without-scripts';

describe('withoutScripts (D17)', () => {
  it.each([
    [
      'the framework chunks, their preloads and the polyfill',
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><script src="/_next/static/chunks/b.js" async=""></script><link rel="stylesheet" href="/_next/static/chunks/c.css" data-precedence="next"/><script src="/_next/static/chunks/d.js" noModule=""></script></head>',
      '<head><link rel="stylesheet" href="/_next/static/chunks/c.css" data-precedence="next"/></head>',
    ],
    [
      'the inline component payload, whatever it holds',
      '<main><h1>Approve</h1></main><script nonce="n">self.__next_f.push([1,"a\\u003c/b>\\n"])</script><script id="_R_">x()</script></body>',
      '<main><h1>Approve</h1></main></body>',
    ],
    [
      'the noscript wrapper, keeping what it holds',
      '<noscript><meta http-equiv="refresh" content="2;url=/sca/return/forward?sca=a"/></noscript><h1>Approved</h1>',
      '<meta http-equiv="refresh" content="2;url=/sca/return/forward?sca=a"/><h1>Approved</h1>',
    ],
    ['module preloads', '<link rel="modulepreload" href="/m.js"/><p>kept</p>', '<p>kept</p>'],
    [
      'text that only mentions scripts, escaped by React',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><a href="/help" title="script">Help</a>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><a href="/help" title="script">Help</a>',
    ],
    [
      'a page with none',
      '<!DOCTYPE html><html><body><p>Hei</p></body></html>',
      '<!DOCTYPE html><html><body><p>Hei</p></body></html>',
    ],
  ])('drops %s', (_, html, expected) => {
    expect(withoutScripts(html)).toBe(expected);
  });
});
