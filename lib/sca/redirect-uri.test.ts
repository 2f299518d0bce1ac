import { describe, expect, it } from 'vitest';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { checkRedirectUri, type RedirectUriPolicy } from './redirect-uri';

const sandbox: RedirectUriPolicy = { isSandbox: true, registeredHosts: [] };
const production: RedirectUriPolicy = { isSandbox: false, registeredHosts: ['tpp.example', 'App.Tpp.Example'] };

const withQuery = 'https://tpp.example/cb?state=abc&x=1';
const noFragment = 'must not have a fragment (#): the bank adds its parameters to the query.';

describe('checkRedirectUri', () => {
  it.each([
    ['https with its own query', withQuery, sandbox, withQuery],
    ['http to localhost in the sandbox', 'http://localhost:8080/cb', sandbox, 'http://localhost:8080/cb'],
    ['http to 127.0.0.1 in the sandbox', 'http://127.0.0.1:5000/cb', sandbox, 'http://127.0.0.1:5000/cb'],
    ['a registered host in production', 'https://tpp.example/cb', production, 'https://tpp.example/cb'],
    ['a registered host in another case', 'https://app.tpp.example/cb', production, 'https://app.tpp.example/cb'],
  ])('accepts %s', (_name, value, policy, expected) => {
    expect(checkRedirectUri(value, 'TPP-Redirect-URI', policy)).toBe(expected);
  });

  it.each([
    [
      'http to another host',
      'http://tpp.example/cb',
      sandbox,
      'must use https (http is accepted only for localhost and 127.0.0.1 in the sandbox).',
    ],
    ['http to localhost in production', 'http://localhost/cb', production, 'must use https.'],
    ['a fragment', 'https://tpp.example/cb#state', sandbox, noFragment],
    ['an empty fragment', 'https://tpp.example/cb#', sandbox, noFragment],
    ['a relative path', '/cb', sandbox, 'must be an absolute URL such as https://tpp.example/callback; got "/cb".'],
    ['a custom scheme', 'tppapp://callback', sandbox, 'must use https.'],
    ['javascript:', 'javascript:alert(1)', sandbox, 'must use https.'],
    ['credentials', 'https://user:secret@tpp.example/cb', sandbox, 'must not carry user credentials.'],
    ['a newline', 'https://tpp.example/c\nb', sandbox, 'must not contain spaces or control characters.'],
    [
      'an unregistered host in production',
      'https://evil.example/cb',
      production,
      'points at evil.example, which is not a redirect host registered for this TPP.',
    ],
    [
      'a subdomain of a registered host',
      'https://x.tpp.example/cb',
      production,
      'points at x.tpp.example, which is not a redirect host registered for this TPP.',
    ],
    ['too long', `https://tpp.example/${'a'.repeat(2000)}`, sandbox, 'is longer than 2000 characters.'],
  ])('refuses %s with 400 FORMAT_ERROR', (_name, value, policy, reason) => {
    const error = (() => {
      try {
        checkRedirectUri(value, 'TPP-Redirect-URI', policy);
      } catch (caught) {
        return caught;
      }
    })() as Xs2aError;
    expect(error).toBeInstanceOf(Xs2aError);
    expect({ status: error.status, code: error.code, path: error.path, text: error.text }).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'TPP-Redirect-URI',
      text: `TPP-Redirect-URI ${reason}`,
    });
  });
});
