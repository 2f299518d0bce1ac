import type { CertificateLifecycleMessages } from './messages-en';

/** Tilbakekalling og bytte av sertifikat på /portal/certificates på norsk bokmål (D27). */
export const certificateLifecycleMessagesNb: CertificateLifecycleMessages = {
  status: 'Status',
  valid: 'Gyldig',
  revokedOn: (date: string) => `Tilbakekalt ${date}`,
  revokeColumn: 'Tilbakekall',
  revoke: (serial: string) => `Tilbakekall ${serial}`,
  confirmRevoke: 'Ja, API-et skal avvise dette sertifikatet fra nå av',
  revoked: 'Sertifikatet er tilbakekalt: API-et avviser kall som er signert med det (401 CERTIFICATE_REVOKED).',
  rotateHeading: 'Bytte sertifikat',
  rotateIntro:
    'Lag eller koble til det nye sertifikatet først: alle sertifikatene til TPP-en deres er gyldige side om side. Flytt systemene over til det nye, og tilbakekall deretter det gamle her. En tilbakekalling kan ikke angres.',
  errors: {
    'confirm-revoke': 'Ingenting ble tilbakekalt: kryss av i boksen ved «Tilbakekall» for å bekrefte.',
    'revoke-unknown': 'Det sertifikatet er ikke et gyldig sertifikat for TPP-en deres. Ingenting ble tilbakekalt.',
    forbidden: 'Skjemaet ble ikke godtatt. Last inn siden på nytt og prøv igjen.',
  },
};
