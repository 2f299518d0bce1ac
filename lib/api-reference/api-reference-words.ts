import type { Language } from '@/lib/psu/i18n/pick-language';

const words = {
  en: {
    title: 'API reference',
    description:
      'Every operation of the Nordbank PSD2 XS2A API: consents, account information, payments, signing baskets and the sandbox.',
    intro:
      'Every operation of the XS2A interface, with its schemas, errors and examples. Every request is signed with your eIDAS certificate, so the reference has no "try it" button: sign with the signing kit as the getting-started guide shows.',
    documentLanguage: 'The operations below are described in English.',
    gettingStarted: 'Getting started',
    openApi: 'OpenAPI document (JSON)',
    postman: 'Postman collection',
  },
  nb: {
    title: 'API-referanse',
    description:
      'Alle operasjonene i Nordbanks PSD2 XS2A-API: samtykker, kontoinformasjon, betalinger, signeringskurver og sandkassen.',
    intro:
      'Alle operasjonene i XS2A-grensesnittet, med skjemaer, feil og eksempler. Hver forespørsel signeres med eIDAS-sertifikatet ditt, så referansen har ingen «prøv det»-knapp: signer med signeringsverktøyet slik «Kom i gang» viser.',
    documentLanguage: 'Operasjonene nedenfor er beskrevet på engelsk.',
    gettingStarted: 'Kom i gang',
    openApi: 'OpenAPI-dokument (JSON)',
    postman: 'Postman-samling',
  },
} satisfies Record<Language, Record<string, string>>;

/** The API reference page's own words (D30); the OpenAPI document Scalar renders stays in English. */
export function apiReferenceWordsFor(language: Language) {
  return words[language];
}
