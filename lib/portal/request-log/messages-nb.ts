import type { RequestLogMessages } from './messages-en';

/** The request inspector's words in Norwegian bokmål. */
export const requestLogMessagesNb: RequestLogMessages = {
  title: 'Forespørsler',
  intro:
    'Hvert kall TPP-en din har gjort mot API-et de siste {days} dagene, nyeste først. Listen oppdateres av seg selv. En avvist signatur kan åpnes steg for steg, slik API-et kontrollerte den.',
  filters: 'Filtre',
  status: 'Status',
  statusAny: 'Alle statuser',
  operation: 'Operasjon',
  operationHint: 'For eksempel createBankOfferedConsent eller listAccounts.',
  authentication: 'Autentisering',
  authenticationAny: 'Alle kall',
  authenticationAuthenticated: 'Bare autentiserte',
  authenticationUnauthenticated: 'Bare ikke autentiserte',
  xRequestId: 'X-Request-ID',
  from: 'Fra',
  to: 'Til',
  apply: 'Bruk filtre',
  clear: 'Fjern filtre',
  duration: 'Varighet',
  errors: 'Feilkoder',
  none: 'ingen',
  empty: 'Ingen forespørsler passer.',
  loadOlder: 'Last eldre forespørsler',
  loading: 'Laster…',
  signatureDiagnosis: 'Signaturdiagnose',
  failedWith: 'Avvist med',
  unauthenticated: 'Ikke autentisert',
  unauthenticatedExplanation:
    'Signatur- eller sertifikatkontrollen feilet, så ingenting beviser at TPP-en din sendte dette kallet. Sertifikater er offentlige: hvem som helst som har ditt, kan ha sendt det, med hvilke header-verdier som helst. Høyst {limit} slike kall per sertifikat og time lagres.',
  loadFailed: 'Forespørselsloggen kunne ikke lastes:',
};
