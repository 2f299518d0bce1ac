/** The settings whose defaults are the example bank's contacts, shown to PSUs and TPPs on the pages and in mail. */
export const bankContactSettings = [
  'XS2A_CUSTOMER_SERVICE_EMAIL',
  'XS2A_CUSTOMER_SERVICE_PHONE',
  'XS2A_FRAUD_PHONE',
  'XS2A_DATA_PROTECTION_EMAIL',
  'XS2A_DEVELOPER_SUPPORT_EMAIL',
  'PORTAL_MAIL_FROM',
] as const;

/**
 * D30, D33: production refuses to start while a contact setting is left to the example bank's default or names an
 * address at a reserved `.example` domain: a customer who calls about a fraud must reach the bank itself.
 */
export function checkProductionContacts(source: Record<string, string | undefined>): void {
  if (source.XS2A_ENV !== 'production') return;
  const unset = bankContactSettings.filter((name) => !source[name]?.trim());
  if (unset.length > 0)
    throw new Error(
      `Production needs the bank's own contacts: set ${unset.join(', ')} (their defaults are the example bank's, shown to customers and TPPs).`,
    );
  const examples = bankContactSettings.filter((name) => /@[^\s>]*\.example\b/i.test(source[name] ?? ''));
  if (examples.length > 0)
    throw new Error(
      `Production needs the bank's own contacts: ${examples.join(', ')} names an address at a reserved .example domain.`,
    );
}
