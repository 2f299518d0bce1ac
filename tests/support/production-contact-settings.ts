/** The bank's own contacts a production start asks for (scripts/launcher/production-contacts.ts), for test instances. */
export const productionContactSettings = {
  XS2A_CUSTOMER_SERVICE_EMAIL: 'kundeservice@bank.test',
  XS2A_CUSTOMER_SERVICE_PHONE: '+47 915 04 800',
  XS2A_FRAUD_PHONE: '+47 915 04 801',
  XS2A_DATA_PROTECTION_EMAIL: 'personvern@bank.test',
  XS2A_DEVELOPER_SUPPORT_EMAIL: 'developer@bank.test',
  PORTAL_MAIL_FROM: 'Bank Open Banking <no-reply@bank.test>',
};
