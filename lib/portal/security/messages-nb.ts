import type { SecurityMessages } from './messages-en';

/** The account security words in Norwegian bokmål (D27). */
export const securityMessagesNb: SecurityMessages = {
  title: 'Kontosikkerhet',
  twoStepHeading: 'Totrinnsbekreftelse',
  twoStepIntro:
    'Logg inn med passordet ditt og en sekssifret kode fra en autentiseringsapp (TOTP, for eksempel Google Authenticator, Microsoft Authenticator eller 1Password).',
  enrolRequired: 'TPP-en din krever totrinnsbekreftelse for alle medlemmene. Slå det på for å fortsette.',
  enabledSince: (when: string) => `Totrinnsbekreftelse har vært på siden ${when}.`,
  recoveryCodesLeft: (count: number) => `Gjenopprettingskoder igjen: ${count}.`,
  start: 'Slå på totrinnsbekreftelse',
  scan: 'Skann QR-koden med autentiseringsappen, eller skriv inn oppsettsnøkkelen. Skriv deretter inn koden appen viser.',
  qrLabel: 'QR-kode for autentiseringsappen',
  setupKey: 'Oppsettsnøkkel',
  code: 'Kode fra appen',
  codeHint: 'De seks sifrene autentiseringsappen viser nå.',
  turnOn: 'Slå på',
  recoveryHeading: 'Gjenopprettingskodene dine',
  recoveryIntro:
    'Hver kode logger deg inn én gang når du ikke har telefonen for hånden. Ta vare på dem: de vises bare denne ene gangen.',
  turnOff: 'Slå av totrinnsbekreftelse',
  turnOffRequired: 'TPP-en din krever totrinnsbekreftelse, så den kan ikke slås av.',
  enabled: 'Totrinnsbekreftelse er slått på.',
  disabled: 'Totrinnsbekreftelse er slått av.',
  errors: {
    code: 'Koden stemmer ikke. Skriv inn koden appen viser nå.',
    'not-started': 'Start oppsettet på nytt: oppsettsnøkkelen venter ikke lenger.',
    required: 'TPP-en din krever totrinnsbekreftelse, så den kan ikke slås av.',
    forbidden: 'Skjemaet kunne ikke tas imot. Last inn siden på nytt og prøv igjen.',
  },
  codeStep: {
    title: 'Totrinnsbekreftelse',
    intro: 'Skriv inn den sekssifrede koden fra autentiseringsappen, eller en av gjenopprettingskodene dine.',
    code: 'Engangskode',
    verify: 'Bekreft',
    refused: 'Koden stemmer ikke, eller den er allerede brukt.',
    expired: 'Innloggingen er utløpt. Logg inn på nytt med passordet ditt.',
  },
  reauthenticate: {
    title: 'Bekreft at det er deg',
    intro:
      'Denne endringen krever at du bekrefter at det er deg: skriv inn passordet på nytt, og en kode fra appen hvis du bruker totrinnsbekreftelse. Bekreftelsen gjelder i 10 minutter.',
    code: 'Engangskode',
    confirm: 'Bekreft',
    refused: 'Passordet eller koden stemmer ikke.',
  },
  organisation: {
    heading: 'Totrinnsbekreftelse for alle medlemmer',
    required: 'Alle medlemmer av denne TPP-en må logge inn med totrinnsbekreftelse.',
    notRequired: 'Medlemmer kan logge inn med bare passord.',
    require: 'Krev for alle medlemmer',
    stopRequiring: 'Slutt å kreve',
    needsOwnTotp: 'Slå først på totrinnsbekreftelse for din egen konto, under Kontosikkerhet.',
    changed: 'Lagret.',
    changesHeading: 'Endringer',
    changesIntro:
      'Hvem som har endret TPP-ens omdirigeringsverter, sertifikater, medlemmer og sikkerhet, og når (norsk tid). Hver endring sendes også til den bekreftede kontaktadressen.',
    noChanges: 'Ingen endringer ennå.',
    when: 'Når',
    who: 'Hvem',
    change: 'Endring',
    detail: 'Detaljer',
  },
  certificateReauthenticate: 'Bekreft at det er deg før et sertifikat lages.',
  changeKinds: {
    REDIRECT_HOST_ADDED: 'Omdirigeringsvert lagt til',
    REDIRECT_HOST_REMOVED: 'Omdirigeringsvert fjernet',
    CERTIFICATE_ISSUED: 'Sandkassesertifikat laget',
    CERTIFICATE_LINKED: 'Sertifikat koblet til',
    MEMBER_JOINED: 'Nytt medlem',
    TOTP_REQUIRED: 'Totrinnsbekreftelse kreves for alle medlemmer',
    TOTP_NOT_REQUIRED: 'Totrinnsbekreftelse kreves ikke lenger',
    TOTP_ENABLED: 'Totrinnsbekreftelse slått på',
    TOTP_DISABLED: 'Totrinnsbekreftelse slått av',
  },
  changeMail: {
    subject: (tpp: string) => `Endring for ${tpp} i Nordbanks utviklerportal`,
    text: (change: { tpp: string; change: string; detail: string; who: string; when: string }) =>
      `${change.who} gjorde denne endringen for ${change.tpp} i Nordbanks utviklerportal ${change.when} (norsk tid):\n\n${change.change}${change.detail ? `: ${change.detail}` : ''}\n\nHvis ingen i teamet ventet denne endringen, logg inn og se endringene på siden Organisasjon.`,
  },
};
