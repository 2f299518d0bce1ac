import type { GettingStartedWords } from './getting-started-words-en';

/** Kom i gang-sidens ord på bokmål; `kode` i baklengsapostrofer settes som kode. Kommandoene er de samme på begge språk. */
export const gettingStartedWordsNb: GettingStartedWords = {
  title: 'Kom i gang',
  description: 'Fra ingenting til det første signerte kallet med samtykke mot Nordbanks PSD2-sandkasse.',
  intro:
    'Fra ingenting til det første signerte kallet med samtykke i sandkassen. Hver forespørsel har en HTTP-signatur laget med nøkkelen til et eIDAS-seglsertifikat (QSealC), og kontoinformasjon krever kundens samtykke, gitt hos banken.',
  baseLabel: 'Adressen til API-et på dette nettstedet',
  beforeHeading: 'Før du starter',
  beforeKit:
    'Du trenger Node.js 20 eller nyere for signeringsverktøyet, eller Python 3.9 eller nyere, eller bash med openssl og curl: eksemplene nedenfor gjør det samme i hvert av dem. Du trenger ingenting fra bankens egen kode.',
  beforePortal: {
    start: 'I utviklerportalen kan du',
    signUp: 'opprette en konto',
    middle: ', lage og registrere',
    certificates: 'sertifikatene dine',
    and: 'og se hvorfor en signatur blir avvist, i',
    debugger: 'signaturfeilsøkeren',
  },
  kitHeading: 'Med signeringsverktøyet',
  kitDownload: 'Last ned signeringsverktøyet',
  steps: {
    kit: {
      title: 'Last ned signeringsverktøyet',
      text: 'Én fil for Node.js 20 eller nyere, uten avhengigheter: den signerer hver forespørsel med sertifikatet ditt og sender den. Arbeid i en egen mappe; `NORDBANK_BASE` forteller verktøyet hvor banken er.',
    },
    certificate: {
      title: 'Skaff et sandkassesertifikat',
      text: 'Opprett en konto i utviklerportalen, bekreft e-postadressen din og velg `Generate certificate` («Lag sertifikat») under Sertifikater. Legg de nedlastede `tpp-key.pem` og `tpp-cert.pem` i denne mappen (eller bruk `--cert-dir`). Ta vare på nøkkelen: sandkassen knytter organisasjonen din til den første nøkkelen den signerer med. Kallene dine vises deretter under Forespørsler i portalen.',
    },
    sandbox: {
      title: 'Fyll sandkassen din',
      text: 'Tilbakestiller din egen sandkasse til kjent tilstand: to privatkunder og to bedriftskunder med kontoer, kortkontoer, saldoer og transaksjoner. Andre TPP-er ser den aldri.',
      result: 'HTTP 200 med kundene som ble opprettet.',
    },
    consent: {
      title: 'Be om et samtykke',
      text: 'Et bankinitiert samtykke trenger ingen body: svaret har `_links.scaRedirect`, adressen der kunden logger inn.',
      result: 'HTTP 201 med consentId og _links.scaRedirect.href.',
    },
    'sign-in': {
      title: 'Logg inn som kunden',
      text: 'Åpne <scaRedirect> i en nettleser. Sandkassens innlogging spør bare om fødselsnummer: bruk 13039319955. Velg privat kontekst og kontoene, godkjenn, og nettleseren havner på https://tpp.example/callback?psu-id=…&tpp-session-id=…&context=PRIVATE. psu-id er kundens id i forespørslene dine fra nå av.',
    },
    accounts: {
      title: 'Les kontoene',
      text: '`PSU-ID` finner samtykket; `PSU-IP-Address` sier at kunden er til stede, så grensene for kall uten kunden gjelder ikke.',
      result: 'HTTP 200 med kontoene kunden valgte; resourceId er account-id.',
    },
    transactions: {
      title: 'Les transaksjonene',
      text: 'Reserverte poster først, deretter bokførte; følg `_links.next` til neste side.',
    },
  },
  nodeHeading: 'Node.js: verktøyet i din egen kode',
  nodeText:
    'Importer `signedRequest` fra verktøyet i et eget skript, her `first-call.mjs` ved siden av verktøyet og sertifikatet, og kjør det med `node first-call.mjs`:',
  nodeLabel: 'first-call.mjs, signerte kall med signeringsverktøyet',
  pythonHeading: 'Python',
  pythonText:
    'Den samme signeringen i Python 3.9 eller nyere, med pakken `cryptography` (`pip install cryptography`). Lagre det som `first_call.py` ved siden av sertifikatet og kjør `python3 first_call.py`:',
  pythonLabel: 'first_call.py, signerte kall i Python',
  curlHeading: 'Med curl og openssl',
  curlText:
    'De samme forespørslene uten verktøyet, for alle språk: signeringsstrengen er én linje `navn: verdi` per signert header, skilt med linjeskift; RSA-SHA256-signaturen av den står i Signature-headeren med sertifikatets serienummer og utsteder som keyId. Digest er SHA-256 av de eksakte bytene i bodyen. Date kan avvike med høyst 60 sekunder, og hver X-Request-ID er ny. Lim inn denne funksjonen i bash i mappen med sertifikatet:',
  curlLabel: 'signed_curl, en bash-funksjon som signerer med openssl',
  curlCallsText: 'Kall deretter, med psu-id fra innloggingen:',
  curlCallsLabel: 'Kall med signed_curl',
  paymentHeading: 'En betaling',
  paymentText:
    'Svaret på en betaling har gebyret og, i `_links`, `self`, `status` og `startAuthorisation`, med kundens `scaRedirect` med mindre du sender `TPP-Explicit-Authorisation-Preferred: true`. En POST uten body til startAuthorisation svarer med scaRedirect-adressen du skal sende kunden til; så lenge den første lenken ikke er åpnet, overtar den den SCA-en, så uansett hvilken lenke kunden følger, fullføres betalingen med én SCA. Med funksjonen ovenfor:',
  paymentLabel: 'En betaling, med SCA startet eksplisitt',
  paymentAfter:
    'Sett de relative lenkene fra det første svaret inn i stedet for <startAuthorisation> og <status>. Åpne scaRedirect fra det andre svaret, logg inn som 13039319955 og godkjenn: statusen er da PDNG til betalingen er gjennomført.',
  feeCaption: 'Gebyret for en betaling, per produkt',
  feeProduct: 'Produkt',
  feeFee: 'Gebyr',
  psuHeading: 'Sandkassens kunder',
  psuText:
    'Sandkassens innlogging spør bare om fødselsnummer. Etter initialisering er 13039319955 og 12085592767 privatkunder med to kontoer og en kortkonto hver; 18129215603 og 20079518612 er bedrifter, hver med en avtale der en privatkunde ser bedriftens kontoer i bedriftskonteksten. Avviste innlogginger er begrenset per nummer og adresse, så skriv nøye.',
  nextHeading: 'Videre',
  nextReference: 'API-referanse',
  nextReferenceText: ': alle operasjoner med headere, feil og eksempler.',
  nextPostman: 'Postman-samling',
  nextPostmanText:
    ': alle operasjoner med eksempel-body; Postman kan ikke signere med nøkkelen din, og pre-request-skriptet forklarer hva du gjør.',
  nextOpenApi: 'OpenAPI-dokument',
  nextOpenApiText: 'for å generere en klient.',
  copy: 'Kopier',
  copied: 'Kopiert',
};
