import { describe, expect, it } from 'vitest';
import { portalMessagesEn } from './messages-en';
import { portalMessagesNb } from './messages-nb';

/** Every key path of a dictionary, functions included. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('portal messages (D27: nb and en)', () => {
  it('have the same keys in both languages, and no empty text', () => {
    expect(keys(portalMessagesNb).sort()).toEqual(keys(portalMessagesEn).sort());
    for (const [path, text] of keys(portalMessagesNb).map((key) => [key, key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], portalMessagesNb)] as const)) {
      if (typeof text === 'string') expect(text.trim(), path).not.toBe('');
    }
  });

  it('keep the labels acceptance checks use in English', () => {
    const { account, certificates, organisation, nav } = portalMessagesEn;
    expect([account.email, account.password, account.createAccount, account.signIn, account.forgotPassword]).toEqual(['E-mail', 'Password', 'Create account', 'Sign in', 'Forgot password?']);
    expect([certificates.challenge, certificates.certificatePem, certificates.challengeSignature, certificates.linkCertificate, certificates.generate]).toEqual([
      'Challenge', 'Certificate (PEM)', 'Challenge signature', 'Link certificate', 'Generate certificate',
    ]);
    expect([organisation.contactEmail, organisation.save, organisation.verified, organisation.hostsHeading]).toEqual(['Contact e-mail', 'Save', 'Verified', 'Redirect hosts']);
    expect([nav.certificates, nav.organisation, nav.sandbox, nav.requests, nav.signatureDebugger, nav.apiReference, nav.signOut]).toEqual([
      'Certificates', 'Organisation', 'Sandbox data', 'Requests', 'Signature debugger', 'API reference', 'Sign out',
    ]);
  });
});
