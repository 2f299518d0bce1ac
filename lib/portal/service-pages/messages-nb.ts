import type { ServicePagesMessages } from './messages-en';

/** /status og /support på norsk bokmål (D27, D33). */
export const servicePagesMessagesNb: ServicePagesMessages = {
  status: {
    title: 'Driftsstatus',
    intro: 'Kontrollene kjøres når siden lastes. Last inn siden på nytt for å sjekke igjen.',
    checkedAt: (time: string) => `Sjekket ${time}`,
    componentsHeading: 'Komponenter',
    component: 'Komponent',
    state: 'Status',
    components: {
      api: 'API (XS2A)',
      psu: 'Kundesidene (samtykke og godkjenning av betalinger)',
      batch: 'Betalingsbatch',
    },
    states: {
      operational: 'I drift',
      down: 'Svarer ikke',
      delayed: 'Forsinket',
      'not-run': 'Kjøres ikke av denne tjenesten',
    },
    batchHeading: 'Siste batchkjøringer',
    batchIntro: 'Sandkassen gjennomfører godkjente betalinger i planlagte kjøringer (norsk tid).',
    noRuns: 'Ingen batchkjøring ennå.',
    scheduledFor: 'Planlagt',
    finishedAt: 'Ferdig',
    running: 'Kjører',
    paymentsDone: 'Betalinger behandlet',
    incidentsHeading: 'Hendelser',
    noIncidents: 'Ingen hendelser de siste 30 dagene.',
    incidentsUnreadable: 'Hendelseslisten kan ikke vises akkurat nå. Kontrollene over er likevel oppdatert.',
    severity: { maintenance: 'Vedlikehold', degraded: 'Redusert drift', outage: 'Driftsstans' },
    incidentComponents: { api: 'API', psu: 'Kundesidene', batch: 'Betalingsbatch', portal: 'Utviklerportalen' },
    started: (time: string) => `Startet ${time}`,
    resolved: (time: string) => `Løst ${time}`,
    ongoing: 'Pågår',
    support: 'Utviklerstøtte',
  },
  support: {
    title: 'Utviklerstøtte',
    contactHeading: 'Kontakt',
    contactIntro:
      'Skriv til utviklerstøtte og oppgi X-Request-ID for kallet det gjelder. Send aldri private nøkler, passord eller kundenes data.',
    faqHeading: 'Hvorfor ble kallet mitt avvist?',
    faqIntro:
      'De vanligste avvisningene, med en tekst API-et svarer med. Hver av dem åpner deres egne avviste kall med den koden i forespørselsloggen.',
    inInspector: (code: string) => `Kallene deres som ble avvist med ${code}`,
    answer: 'API-et svarer',
    faq: {
      FORMAT_ERROR:
        'En header, innholdet eller en spørreparameter mangler eller har feil format: teksten og stien sier hvilken. Sjekk Date- og Digest-headerne og JSON-en mot API-referansen.',
      SIGNATURE_INVALID:
        'Signature-headeren kan ikke verifiseres med nøkkelen i sertifikatet. Åpne kallet i signaturfeilsøkeren: den viser steg for steg strengen banken signerte.',
      TIMESTAMP_INVALID:
        'Date-headeren avviker mer enn 60 sekunder fra bankens klokke. Synkroniser klokken på serveren (NTP) og signer hver forespørsel idet den sendes.',
      CERTIFICATE_INVALID:
        'TPP-Signature-Certificate er ikke et PSD2-seglsertifikat banken godtar (mangler organisationIdentifier eller QCStatement, er for svakt eller er ikke klarert).',
      CERTIFICATE_EXPIRED: 'Sertifikatet er utløpt. Koble til eller lag et nytt på siden Sertifikater.',
      CERTIFICATE_REVOKED:
        'Sertifikatet er tilbakekalt (av TPP-en deres i denne portalen, eller av utstederen). Signer med et annet sertifikat for TPP-en.',
      CERTIFICATE_BLOCKED:
        'Tilsynsmyndighetens register, slik banken sist leste det, viser ikke lenger TPP-en deres som autorisert. Kallene betjenes igjen når registeret gjør det; kontakt tilsynet hvis dere mener det er feil.',
      CONSENT_EXPIRED:
        'Samtykket er utløpt, eller kunden har ikke autentisert seg de siste 90 dagene. Send kunden til scaRedirect-lenken i svaret.',
      CONSENT_UNKNOWN:
        'Det finnes ikke noe samtykke med den ID-en for TPP-en deres. Samtykke-ID-er gjelder per TPP og per miljø: ID-er fra sandkassen virker ikke i produksjon.',
      ACCESS_EXCEEDED:
        'For mange kall: uten at kunden er til stede kan en konto leses fire ganger i døgnet. Vent så lenge Retry-After-headeren sier, eller send PSU-IP-Address når kunden er til stede.',
    },
    statusLink: 'Driftsstatus',
  },
};
