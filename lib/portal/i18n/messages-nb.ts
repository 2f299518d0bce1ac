import type { PortalMessages } from '@/lib/portal/i18n/messages-en';

/** The developer portal's words in Norwegian bokmål (D27). */
export const portalMessagesNb: PortalMessages = {
  portalName: 'Utviklerportal',
  bankName: 'Nordbank Open Banking',
  sandboxNote: 'Sandkasse',
  skipToContent: 'Gå til innholdet',
  errorTitle: 'Noe er feil',
  nav: {
    label: 'Portal',
    dashboard: 'Oversikt',
    certificates: 'Sertifikater',
    organisation: 'Organisasjon',
    sandbox: 'Sandkassedata',
    requests: 'Forespørsler',
    signatureDebugger: 'Signaturfeilsøker',
    apiReference: 'API-referanse',
    gettingStarted: 'Kom i gang',
    signOut: 'Logg ut',
    outbox: 'Utboks',
    // The TPP's consents and payments, account settings (D27)
    consents: 'Samtykker',
    payments: 'Betalinger',
    account: 'Konto',
    // Account security (D27)
    security: 'Kontosikkerhet',
  },
  footer: { label: 'Ressurser for utviklere', status: 'Status', support: 'Støtte', changelog: 'Endringslogg' },
  account: {
    email: 'E-post',
    password: 'Passord',
    newPassword: 'Nytt passord',
    passwordHint: 'Minst 12 tegn.',
    signUpTitle: 'Opprett en utviklerkonto',
    signUpIntro:
      'Med en konto kan du knytte TPP-sertifikatet ditt til kontoen, registrere kontakt-e-post og omdirigeringsverter, og arbeide med sandkassen din.',
    createAccount: 'Opprett konto',
    haveAccount: 'Har du allerede en konto?',
    signInTitle: 'Logg inn i utviklerportalen',
    signIn: 'Logg inn',
    noAccount: 'Ingen konto ennå?',
    signUpLink: 'Opprett en konto',
    forgotPassword: 'Glemt passordet?',
    forgotTitle: 'Glemt passordet?',
    forgotIntro: 'Skriv inn e-postadressen til kontoen din. Vi sender en lenke for å sette et nytt passord.',
    sendLink: 'Send lenke',
    resetTitle: 'Sett et nytt passord',
    setPassword: 'Sett passord',
    mailed: 'Sjekk e-posten din: vi har sendt en lenke for å bekrefte adressen. Logg deretter inn.',
    resetMailed: 'Hvis adressen har en konto, er en lenke for å sette nytt passord på vei. Den virker i 30 minutter.',
    verified: 'E-postadressen din er bekreftet. Logg inn for å fortsette.',
    verifyFailed: 'Bekreftelseslenken er ikke gyldig lenger. Logg inn og send en ny fra oversikten.',
    passwordReset: 'Passordet er endret, og alle økter for kontoen er logget ut. Logg inn med det nye passordet.',
    signedOut: 'Du er logget ut.',
    errors: {
      email: 'Skriv inn en gyldig e-postadresse.',
      'too-short': 'Passordet må ha minst 12 tegn.',
      'too-long': 'Passordet er for langt (høyst 256 tegn).',
      'link-invalid': 'Lenken er ikke gyldig lenger: den er brukt eller eldre enn 30 minutter. Be om en ny.',
      credentials: 'E-postadressen eller passordet er feil.',
      mail: 'Vi fikk ikke sendt e-posten nå. Prøv igjen senere.',
      forbidden: 'Skjemaet ble ikke godtatt. Last inn siden på nytt og prøv igjen.',
      throttled:
        'Det er bedt om for mange kontoer med denne e-postadressen nettopp. Ingenting ble opprettet; prøv igjen om 15 minutter.',
    },
    throttled: (minutes: number) =>
      `For mange mislykkede innlogginger med denne e-postadressen. Innlogging med den er satt på pause: prøv igjen om ${minutes === 1 ? '1 minutt' : `${minutes} minutter`}.`,
    slowed: (address: string, wait: string) =>
      `Mange innlogginger fra nettverksadressen din ${address} har mislyktes, kanskje andres på samme nettverk. Innlogginger fra denne adressen går saktere: prøv igjen om ${wait}.`,
    signUpSlowed: (address: string, wait: string) =>
      `Det er bedt om mange kontoer fra nettverksadressen din ${address} den siste timen, kanskje av andre på samme nettverk. Registreringer fra denne adressen går saktere; ingenting ble opprettet: prøv igjen om ${wait}.`,
    mailThrottled: (wait: string) =>
      `Ingen e-post ble sendt: denne e-postadressen har fått 3 e-poster fra portalen de siste 15 minuttene, det meste den sender til én adresse. Prøv igjen om ${wait}.`,
    mailSlowed: (address: string, wait: string) =>
      `Ingen e-post ble sendt: det er bedt om mange e-poster fra nettverksadressen din ${address} den siste timen, kanskje av andre på samme nettverk. E-poster fra denne adressen går saktere: prøv igjen om ${wait}.`,
    mailRefused: 'Ingen e-post ble sendt: det er bedt om for mange e-poster nettopp. Prøv igjen senere.',
    signUpNotMailed:
      'Registreringen er mottatt. Hadde adressen ingen konto, har den det nå: logg inn og velg «Send lenken på nytt» på oversikten for å få bekreftelseslenken.',
    seconds: (count: number) => (count === 1 ? '1 sekund' : `${count} sekunder`),
    minutes: (count: number) => (count === 1 ? '1 minutt' : `${count} minutter`),
  },
  dashboard: {
    title: 'Oversikt',
    heading: 'Veien til ditt første samtykkede kall',
    signedInAs: (email: string) => `Logget inn som ${email}`,
    linkedTo: (name: string, id: string) => `Knyttet til ${name} (${id})`,
    done: 'Ferdig',
    todo: 'Gjenstår',
    steps: {
      verify: 'Bekreft e-postadressen din',
      resend: 'Send lenken på nytt',
      link: 'Knytt kontoen til din TPP ved å bevise sertifikatnøkkelen, eller lag et sandkassesertifikat',
      sandbox: 'Tilbakestill sandkassen til de kjente kundene og kontoene',
      consent: 'Be om samtykke med en signert POST /v1/bank-offered-consents og la en sandkassekunde godkjenne det',
      call: 'Les kontoer med samtykket: GET /v1/accounts',
    },
    links: {
      certificates: 'Sertifikater',
      sandbox: 'Sandkassedata',
      apiReference: 'API-referanse',
      gettingStarted: 'Kom i gang',
      requests: 'Forespørsler',
    },
    resent: 'En ny bekreftelseslenke er på vei.',
  },
  outbox: {
    title: 'Utboks',
    intro:
      'Bare i sandkassen: e-postene portalen ville ha sendt, nyeste først. Bare en nettleser på denne maskinen ser dem.',
    empty: 'Ingen e-post ennå.',
    to: 'Til',
    sent: 'Sendt',
  },
  certificates: {
    title: 'Sertifikater',
    linkHeading: 'Knytt kontoen til en TPP',
    linkIntro:
      'Bevis at du har nøkkelen til et TPP-sertifikat: signer utfordringen med den private nøkkelen (RSA-SHA256, base64), for eksempel med npm run tpp -- prove <utfordring>.',
    linkRequired: 'Knytt kontoen til en TPP først: de andre sidene viser data for den TPP-en.',
    challenge: 'Utfordring',
    challengeHint: 'Kan brukes én gang, gyldig i 10 minutter.',
    certificatePem: 'Sertifikat (PEM)',
    challengeSignature: 'Signatur av utfordringen',
    signNewChallenge:
      'Hvert forsøk bruker opp utfordringen sin: signer den nye utfordringen over og lim inn den signaturen.',
    linkCertificate: 'Knytt sertifikat',
    linked: (name: string) => `Kontoen din er knyttet til ${name}.`,
    backToMyConsents: 'Tilbake til Mine samtykker',
    generateHeading: 'Lag et sandkassesertifikat',
    generateIntro:
      'Nettleseren din lager nøkkelparet; den private nøkkelen forlater den aldri. Sandkassens CA utsteder sertifikatet, og kontoen din knyttes til TPP-en.',
    organisationIdentifier: 'Organisasjonsidentifikator (organisationIdentifier)',
    organisationIdentifierHint:
      'ETSI-form, f.eks. PSDNO-FSA-123456 (bare nye identifikatorer, eller en din TPP allerede har med denne nettleserens nøkkel).',
    organisationName: 'Organisasjonsnavn',
    roles: 'Roller',
    generate: 'Lag sertifikat',
    generating: 'Lager nøkkelparet i nettleseren din …',
    generated:
      'Sertifikatet er utstedt og kontoen knyttet. Lagre begge filene nå: den private nøkkelen finnes bare i denne nettleseren.',
    downloadKey: 'Last ned privat nøkkel',
    downloadCertificate: 'Last ned sertifikat',
    listHeading: (name: string) => `Sertifikater for ${name}`,
    none: 'Ingen sertifikater ennå.',
    subject: 'Subjekt',
    serial: 'Serienummer',
    expires: 'Utløper',
    developersHeading: 'Utviklere for denne TPP-en',
    errors: {
      challenge:
        'Utfordringen er ikke gyldig lenger (brukt, utløpt eller ikke din). Signer den nye utfordringen på denne siden.',
      certificate:
        'Sertifikatet kan ikke leses. Lim inn hele PEM-en, fra -----BEGIN CERTIFICATE----- til -----END CERTIFICATE-----.',
      validity:
        'Sertifikatet er utløpt, ikke gyldig ennå eller for svakt (en RSA-nøkkel på minst 2048 bit, signert med SHA-256 eller bedre).',
      usage:
        'Sertifikatet er ikke laget for å signere forespørsler: det er et CA-sertifikat, et nettstedssertifikat (QWAC) eller en persons signatursertifikat, eller keyUsage tillater ingen signaturer. Bruk TPP-ens seglsertifikat (QSealC).',
      identifier:
        'Sertifikatet har ingen organizationIdentifier eller ingen PSD2 QCStatement, så det navngir ingen TPP.',
      trust: 'Banken stoler ikke på sertifikatet (kjede, tilbakekalling eller TPP-register).',
      signature:
        'Signaturen av utfordringen stemmer ikke med sertifikatets nøkkel. Signer nøyaktig utfordringsteksten med RSA-SHA256 og lim inn base64.',
      'other-key':
        'Den organisationIdentifier er registrert med en annen nøkkel. Bruk et sertifikat for nøkkelen den først brukte, eller en ny organisationIdentifier.',
      unverified: 'Bekreft e-postadressen din først (se oversikten).',
      request: 'Forespørselen ble ikke godtatt. Sjekk feltene og prøv igjen.',
      key: 'Nøkkelen i sertifikatforespørselen godtas ikke: den må være en RSA-nøkkel på 2048 til 8192 bit med offentlig eksponent 65537.',
      throttled:
        'Du har laget 10 sertifikater den siste timen, det meste sandkassen utsteder til én utvikler. Prøv igjen senere.',
      // Certificate revocation (D27)
      revoked:
        'Det sertifikatet er tilbakekalt av TPP-en deres og kan ikke lenger kobles til eller brukes. Bruk et annet sertifikat.',
      // D27: «Lag sertifikat» kom ikke i mål.
      failed:
        'Sertifikatet kunne ikke lages: nøkkelen kunne ikke genereres i denne nettleseren, eller serveren svarte ikke i tide. Ingenting ble utstedt; prøv igjen.',
    },
  },
  organisation: {
    title: 'Organisasjon',
    name: 'Navn',
    organisationIdentifier: 'Organisasjonsidentifikator (organisationIdentifier)',
    roles: 'Roller',
    contactHeading: 'Kontakt-e-post',
    contactIntro:
      'Valgfritt: en postkasse for tekniske og driftsmessige varsler fra banken. En felles postkasse (som psd2-drift@) anbefales framfor en personlig.',
    contactEmail: 'Kontakt-e-post',
    save: 'Lagre',
    verified: 'Bekreftet',
    unverified: 'Ikke bekreftet: følg lenken som er sendt til adressen.',
    none: 'Ingen kontakt-e-post registrert.',
    saved: 'Lagret. En bekreftelseslenke er på vei til den nye adressen.',
    unchanged: 'Kontakt-e-posten er uendret og fortsatt bekreftet.',
    cleared: 'Kontakt-e-posten er fjernet.',
    personalWarning:
      'Dette ser ut som en personlig adresse. Banken anbefaler en felles postkasse som blir værende i organisasjonen når folk slutter.',
    contactVerified: 'Kontakt-e-posten er bekreftet.',
    contactVerifyFailed: 'Bekreftelseslenken er ikke gyldig lenger, eller kontakt-e-posten er endret siden.',
    hostsHeading: 'Omdirigeringsverter',
    hostsIntro:
      'I produksjon kan TPP-Redirect-URI og TPP-Nok-Redirect-URI bare peke til disse vertene (https). Sandkassen godtar alle https-verter.',
    host: 'Vert',
    addHost: 'Legg til vert',
    removeHost: (host: string) => `Fjern ${host}`,
    noHosts: 'Ingen omdirigeringsverter registrert.',
    hostAdded: 'Verten er lagt til.',
    hostRemoved: 'Verten er fjernet.',
    errors: {
      email: 'Skriv inn en gyldig e-postadresse, eller la feltet stå tomt for å fjerne den.',
      host: 'Skriv bare et vertsnavn, som tpp.example.com: små bokstaver, sifre og bindestrek, med punktum, uten skjema, port eller sti.',
      'too-many-hosts': 'En TPP kan registrere høyst 20 omdirigeringsverter.',
      mail: 'Vi fikk ikke sendt e-posten nå. Prøv igjen senere.',
      'mail-refused': 'Kontakt-e-posten ble ikke lagret.',
      forbidden: 'Skjemaet ble ikke godtatt. Last inn siden på nytt og prøv igjen.',
    },
  },
  signInThrottles: {
    heading: 'Innloggingssperrer',
    intro:
      'Avviste innlogginger for sandkassekundene dine, på SCA-sidene og på Mine samtykker. Fem på 15 minutter sperrer et kundenummer; tilbakestill det for å logge inn som den kunden igjen med en gang. Avvisninger fra én nettverksadresse gjør bare den adressen tregere.',
    none: 'Ingen av sandkassekundene dine har avviste innlogginger nå.',
    customerNumber: 'Kundenummer',
    name: 'Navn',
    failures: 'Avviste innlogginger',
    status: 'Status',
    locked: (minutes: number) => `Sperret i ${minutes === 1 ? '1 minutt til' : `${minutes} minutter til`}`,
    notLocked: 'Ikke sperret',
    resetColumn: 'Tilbakestill',
    reset: (customerNumber: string) => `Tilbakestill ${customerNumber}`,
    resetDone: 'Innloggingstelleren til kunden er tilbakestilt.',
    resetInvalid: 'Det er ikke et kundenummer på 11 sifre.',
  },
  // D11, readiness and the changelog: the registry of the bank's changes, for the TPP and in public.
  readiness: {
    title: 'Klar for endringer',
    heading: 'Klar for neste endring',
    intro: (days: number) =>
      `Bankens endringer som angår din TPP: alt som er avviklet og som forespørslene dine fortsatt bruker, og hver endring som ikke har trådt i kraft ennå, med hvor mange av dine egne forespørsler de siste ${days} dagene den gjelder.`,
    dashboardLink: 'Klar for neste endring',
    changelogLink: 'Alle endringer i endringsloggen',
    nothing: (days: number) =>
      `Ingenting å gjøre: ingen av forespørslene dine de siste ${days} dagene bruker noe som er avviklet, og ingen endring er på vei.`,
    status: 'Status',
    deprecatedServed: 'Avviklet, men virker fortsatt',
    inForce: (date: string) => `Avvises siden ${date}`,
    comingOn: (date: string) => `Avvises fra ${date}`,
    notDated: 'Dato ikke fastsatt ennå',
    effectiveDate: 'Gjelder fra',
    deprecatedSince: 'Avviklet siden',
    requests: (days: number) => `Dine forespørsler, siste ${days} dager`,
    operations: 'Operasjoner',
    examples: 'Nyeste eksempler',
    noRequests: 'Ingen',
    openRequest: (operation: string, status: number, at: string) => `${operation}, ${status}, ${at}`,
    tryItNow: 'Prøv nå',
    stopTrying: 'Slutt å prøve',
    tryItNowHint:
      'Sandkassekallene dine får den nye oppførselen med en gang: forespørslene endringen gjelder, blir avvist.',
    tried: 'Sandkassen din avviser nå disse forespørslene, slik den vil gjøre fra datoen endringen gjelder.',
    productionOnly: 'Prøv det i sandkassen: produksjon følger datoene.',
    notes: {
      tried: 'Prøv nå er slått på: sandkassen din avviser det endringen gjelder.',
      untried: 'Prøv nå er slått av: sandkassen din følger datoene igjen.',
    },
    errors: {
      trial: 'Den endringen kan ikke prøves her. Last inn siden på nytt og prøv igjen.',
      forbidden: 'Skjemaet ble ikke godtatt. Last inn siden på nytt og prøv igjen.',
    },
  },
  changelog: {
    title: 'Endringslogg',
    intro:
      'API-versjoner og bankens daterte endringer i x-accept-fix og regler, de kommende først. Datoene er norske dager (Europe/Oslo).',
    upcoming: 'Kommende',
    past: 'Gjeldende',
    date: 'Dato',
    change: 'Endring',
    kind: 'Type',
    kinds: {
      release: 'API-versjon',
      'accept-fix': 'Standardverdi for x-accept-fix',
      rule: 'Regel',
      deprecation: 'Avvikling',
    },
    release: (documentation: string | undefined, api: string | undefined) =>
      [documentation && `Dokumentasjon ${documentation}`, api && `API ${api}`].filter(Boolean).join(', '),
    acceptFix: (value: string) => `x-accept-fix: ${value} blir standard`,
    optIn: (value: string, month: string) => `x-accept-fix: ${value}, kan velges siden ${month}`,
    sandbox: 'sandkasse',
    production: 'produksjon',
    notDated: 'ikke datert ennå',
    none: 'Ingen kommende endringer er varslet.',
    readiness: 'Se hvilke av dine egne forespørsler en endring gjelder, i utviklerportalen',
  },
  // D27: nykommerens vei gjennom e-post og bekreftelse.
  newcomer: {
    mailInOutbox: 'Denne sandkassen sender ikke ekte e-post: du finner den i utboksen.',
    openOutbox: 'Åpne utboksen',
    verifyFirst:
      'Bekreft e-postadressen din først: det trengs for å koble til eller lage et sertifikat. Følg lenken vi sendte deg, eller få en ny.',
  },
};
