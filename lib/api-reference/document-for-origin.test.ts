import { describe, expect, it } from 'vitest';
import document from '@/openapi/xs2a.openapi.json';
import { documentForOrigin } from './document-for-origin';

describe('documentForOrigin', () => {
  it('gives the server the reader origin as its default base, and changes nothing else', () => {
    const served = documentForOrigin(document, 'http://127.0.0.1:3204');
    expect(served.servers).toEqual([
      {
        url: '{base}',
        variables: { base: { ...document.servers[0]?.variables.base, default: 'http://127.0.0.1:3204' } },
      },
    ]);
    expect({ ...served, servers: document.servers }).toEqual(document);
  });
});
