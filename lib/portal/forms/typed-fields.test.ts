import { describe, expect, it } from 'vitest';
import { openTypedFields, refusedFormPath, sealTypedFields, sessionTypedFieldsKey } from './typed-fields';

const key = sessionTypedFieldsKey('a-session-token-of-the-developer-0123456789');
const pem = `-----BEGIN CERTIFICATE-----\n${'MIIB'.repeat(700)}\n-----END CERTIFICATE-----\n`;

describe('typed fields of a refused portal form (D27)', () => {
  it('open, for the same session and form, to what was typed, and are not in clear', () => {
    const sealed = sealTypedFields(key, 'link-certificate', { certificatePem: pem }) ?? '';
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('BEGIN');
    expect(openTypedFields(key, 'link-certificate', sealed)).toEqual({ certificatePem: pem });
  });

  it('open to nothing in another session, for another form, altered or absent', () => {
    const sealed = sealTypedFields(key, 'contact-email', { contactEmail: 'ops@tpp.example' }) ?? '';
    expect(
      openTypedFields(sessionTypedFieldsKey('another-session-token-0123456789abcdefghij'), 'contact-email', sealed),
    ).toBeNull();
    expect(openTypedFields(key, 'sign-up', sealed)).toBeNull();
    expect(
      openTypedFields(
        key,
        'contact-email',
        `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`,
      ),
    ).toBeNull();
    expect(openTypedFields(key, 'contact-email', undefined)).toBeNull();
    expect(openTypedFields(null, 'contact-email', sealed)).toBeNull();
  });

  it('keeps nothing without a key or beyond what a URL carries', () => {
    expect(sealTypedFields(null, 'sign-up', { email: 'dev@example.test' })).toBeNull();
    expect(sealTypedFields(key, 'link-certificate', { certificatePem: 'A'.repeat(8_001) })).toBeNull();
  });

  it('sends a refusal back to its page with the error and, when there are any, the sealed fields', () => {
    expect(refusedFormPath('/portal/organisation', 'email', 'abc_-')).toBe(
      '/portal/organisation?error=email&typed=abc_-',
    );
    expect(refusedFormPath('/portal/organisation', 'email', null)).toBe('/portal/organisation?error=email');
  });
});
