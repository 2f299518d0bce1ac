import { describe, expect, it } from 'vitest';
import { productionContactSettings } from '@/tests/support/production-contact-settings';
import { bankContactSettings, checkProductionContacts } from './production-contacts';

const contacts = productionContactSettings;

describe('checkProductionContacts', () => {
  it('lets the sandbox keep the example bank’s contacts', () => {
    expect(() => checkProductionContacts({ XS2A_ENV: 'sandbox' })).not.toThrow();
  });

  it('lets production start with every contact set to the bank’s own', () => {
    expect(() => checkProductionContacts({ XS2A_ENV: 'production', ...contacts })).not.toThrow();
  });

  it.each(bankContactSettings)('refuses production without %s, naming it', (name) => {
    const source = { XS2A_ENV: 'production', ...contacts, [name]: ' ' };
    expect(() => checkProductionContacts(source)).toThrow(new RegExp(`set ${name} \\(`));
  });

  it('refuses an address at a reserved .example domain, as the defaults are', () => {
    const source = { ...contacts, XS2A_ENV: 'production', PORTAL_MAIL_FROM: 'Nordbank <no-reply@nordbank.example>' };
    expect(() => checkProductionContacts(source)).toThrow('PORTAL_MAIL_FROM names an address at a reserved .example');
  });
});
