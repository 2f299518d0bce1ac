import type { ActivityMessages } from './messages-en';

/** /portal/consents og /portal/payments på norsk bokmål (D27). */
export const activityMessagesNb: ActivityMessages = {
  environment: { sandbox: 'Sandkasse', production: 'Produksjon' },
  environmentNote: (environment: string) =>
    `${environment}: det TPP-en deres har i dette miljøet. Det andre miljøet har sine egne, i sin egen portal.`,
  consents: {
    title: 'Samtykker',
    intro: 'Samtykkene til TPP-en deres, nyeste først, bare til lesing, slik API-et oppgir dem.',
    none: 'TPP-en deres har ingen samtykker ennå.',
    consentId: 'consentId',
    status: 'Status',
    context: 'Kontekst',
    validUntil: 'Gyldig til',
    frequencyPerDay: 'Kall per døgn',
    created: 'Opprettet',
    statusChanged: 'Status endret',
    lastAccessed: 'Sist lest',
    contexts: { PRIVATE: 'Privat', CORPORATE: 'Bedrift' },
  },
  payments: {
    title: 'Betalinger',
    intro: 'Betalingene til TPP-en deres, nyeste først, bare til lesing, slik API-et oppgir dem.',
    none: 'TPP-en deres har ingen betalinger ennå.',
    paymentId: 'paymentId',
    kind: 'Tjeneste og produkt',
    status: 'Status',
    amount: 'Beløp',
    executionDate: 'Utførelses- eller startdato',
    created: 'Opprettet',
    statusChanged: 'Status endret',
    noFunds: 'ikke dekning',
  },
  next: 'Eldre',
  first: 'Nyeste',
  none: '–',
};
