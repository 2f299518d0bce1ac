// D16: the texts of "Every state on demand" on /portal/sandbox, in English and Norwegian bokmål.

export const consentTriggerMessagesEn = {
  title: 'Every state on demand',
  intro:
    'End one of your valid consents now instead of waiting for it: the next account information request gets the answer your code must handle.',
  reference: 'How to produce each state, in the API reference',
  consentId: 'Consent ID (consentId)',
  expire: 'Expire this consent now',
  revoke: 'Revoke as the customer',
  missing: 'Enter the consentId of one of your valid consents.',
  expired:
    'Consent {consent} has expired: the next account information request is 401 CONSENT_EXPIRED with scaRedirect.',
  revokedByPsu: 'The customer revoked consent {consent}: the next account information request is 403 CONSENT_UNKNOWN.',
};

export type ConsentTriggerMessages = typeof consentTriggerMessagesEn;

export const consentTriggerMessagesNb: ConsentTriggerMessages = {
  title: 'Alle tilstander når du trenger dem',
  intro:
    'Avslutt et av dine gyldige samtykker nå i stedet for å vente: neste kontoinformasjonskall får svaret koden din må håndtere.',
  reference: 'Slik framkaller du hver tilstand, i API-referansen',
  consentId: 'Samtykke-ID (consentId)',
  expire: 'La samtykket utløpe nå',
  revoke: 'Trekk tilbake som kunden',
  missing: 'Skriv inn consentId for et av dine gyldige samtykker.',
  expired: 'Samtykke {consent} er utløpt: neste kontoinformasjonskall gir 401 CONSENT_EXPIRED med scaRedirect.',
  revokedByPsu: 'Kunden har trukket tilbake samtykke {consent}: neste kontoinformasjonskall gir 403 CONSENT_UNKNOWN.',
};
