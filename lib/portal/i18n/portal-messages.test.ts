import { describe, expect, it } from 'vitest';
import document from '@/openapi/xs2a.openapi.json';
import { portalMessagesEn } from './messages-en';
import { portalMessagesNb } from './messages-nb';

/** Every text of a dictionary (a function's text for a sample argument). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...args: unknown[]) => unknown)('x', 'y'))];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

/** The operation of the published document a text's "METHOD /v1/..." names, with `{param}` matching any segment. */
function documentedOperation(method: string, path: string): { deprecated?: boolean } | undefined {
  for (const [template, operations] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path)) return (operations as Record<string, { deprecated?: boolean }>)[method.toLowerCase()];
  }
  return undefined;
}

/** Every key path of a dictionary, functions included. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('portal messages (D27: nb and en)', () => {
  it('have the same keys in both languages, and no empty text', () => {
    expect(keys(portalMessagesNb).sort()).toEqual(keys(portalMessagesEn).sort());
    for (const [path, text] of keys(portalMessagesNb).map(
      (key) =>
        [
          key,
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], portalMessagesNb),
        ] as const,
    )) {
      if (typeof text === 'string') expect(text.trim(), path).not.toBe('');
    }
  });

  it('keep the labels acceptance checks use in English', () => {
    expect(portalMessagesEn).toMatchObject({
      account: {
        email: 'E-mail',
        password: 'Password',
        createAccount: 'Create account',
        signIn: 'Sign in',
        forgotPassword: 'Forgot password?',
      },
      certificates: {
        challenge: 'Challenge',
        certificatePem: 'Certificate (PEM)',
        challengeSignature: 'Challenge signature',
        linkCertificate: 'Link certificate',
        generate: 'Generate certificate',
      },
      organisation: {
        contactEmail: 'Contact e-mail',
        save: 'Save',
        verified: 'Verified',
        hostsHeading: 'Redirect hosts',
      },
      nav: {
        certificates: 'Certificates',
        organisation: 'Organisation',
        sandbox: 'Sandbox data',
        requests: 'Requests',
        signatureDebugger: 'Signature debugger',
        apiReference: 'API reference',
        signOut: 'Sign out',
      },
    });
  });

  it('name only operations of the API that exist and are not deprecated (the dashboard points at the call to make)', () => {
    for (const dictionary of [portalMessagesEn, portalMessagesNb]) {
      for (const text of texts(dictionary)) {
        for (const [, method = '', path = ''] of text.matchAll(/\b(GET|POST|PUT|DELETE) (\/v1\/[^\s,;:)]*)/g)) {
          const operation = documentedOperation(method, path);
          expect(operation, `${method} ${path} in "${text}"`).toBeDefined();
          expect(operation?.deprecated, `${method} ${path} in "${text}"`).not.toBe(true);
        }
      }
    }
  });
});
