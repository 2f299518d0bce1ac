import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRegisterSource } from './read-register-source';

// D35: a download may be redirected, but only to https, and no hop of it may go over plain http: there the answer
// (another redirect, the register itself) could be forged on the way.
type Answer = { status: number; location?: string; body?: string };

/** A fetch over `answers` by URL that follows redirects itself unless told `manual`, recording every URL asked. */
function stubFetch(answers: Record<string, Answer>): string[] {
  const asked: string[] = [];
  const answer = (url: string) => {
    asked.push(url);
    const { status, location, body } = answers[url] ?? { status: 404 };
    return new Response(body ?? null, { status, headers: location ? { location } : {} });
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    let response = answer(url);
    let current = url;
    for (let hop = 0; init?.redirect !== 'manual' && response.headers.get('location'); hop += 1) {
      // As fetch does: at most 20 redirects are followed.
      if (hop === 20) throw new TypeError('fetch failed', { cause: new Error('redirect count exceeded') });
      current = new URL(response.headers.get('location') as string, current).href;
      response = answer(current);
    }
    Object.defineProperty(response, 'url', { value: current });
    return response;
  });
  return asked;
}

async function read(source: string): Promise<string> {
  let text = '';
  for await (const chunk of readRegisterSource(source, 5_000)) text += Buffer.from(chunk).toString('utf8');
  return text;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readRegisterSource', () => {
  it('follows redirects to https, relative ones too, and reads the last answer', async () => {
    const asked = stubFetch({
      'https://register.example/export': { status: 302, location: 'https://storage.example/a/export.json' },
      'https://storage.example/a/export.json': { status: 307, location: '/b/export.json' },
      'https://storage.example/b/export.json': { status: 200, body: '[]' },
    });
    expect(await read('https://register.example/export')).toBe('[]');
    expect(asked).toHaveLength(3);
  });

  it('never asks a hop over plain http, even when it would end on https', async () => {
    const asked = stubFetch({
      'https://register.example/export': { status: 302, location: 'http://storage.example/export.json' },
      'http://storage.example/export.json': { status: 302, location: 'https://forged.example/export.json' },
      'https://forged.example/export.json': { status: 200, body: '[]' },
    });
    await expect(read('https://register.example/export')).rejects.toThrow('the source redirected away from https');
    expect(asked).toEqual(['https://register.example/export']);
  });

  it('stops a redirect loop', async () => {
    stubFetch({ 'https://register.example/export': { status: 302, location: '/export' } });
    await expect(read('https://register.example/export')).rejects.toThrow('redirected more than 5 times');
  });
});
