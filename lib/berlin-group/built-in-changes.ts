import type { BankChange, Environment } from '@/lib/berlin-group/bank-change-schema';

const both = (date: string): Record<Environment, string> => ({ sandbox: date, production: date });

// Spec "Versioning" 3: documentation versions with their API releases: version, date, API release, en, nb.
const releases: readonly (readonly [string, string, string | undefined, string, string])[] = [
  [
    '2.16.0',
    '2026-08-27',
    '1.23.7',
    'Balance type interimBooked for card accounts',
    'Saldotypen interimBooked for kortkontoer',
  ],
  [
    '2.15.0',
    '2026-08-13',
    '1.23.6',
    'Address.city deprecated for Address.townName; sandbox structured-address update; regulatory reporting in SEPA cross-border payments',
    'Address.city avviklet til fordel for Address.townName; strukturert adresse i sandkassen; regulatorisk rapportering i SEPA-betalinger til utlandet',
  ],
  [
    '2.14.0',
    '2026-06-18',
    '1.23.4',
    'Higher service level on non-SEPA cross-border payments',
    'Høyere tjenestenivå på utenlandsbetalinger utenfor SEPA',
  ],
  [
    '2.12.0',
    '2025-06-12',
    '1.21.18',
    'New payment status for payments on hold or stopped',
    'Ny betalingsstatus for betalinger som er holdt tilbake eller stoppet',
  ],
  ['2.11.0', '2024-04-11', '1.20.1', 'Transaction details endpoint', 'Endepunkt for transaksjonsdetaljer'],
  [
    '2.10.1',
    '2023-11-29',
    '1.18.0',
    'Payment references after updates; TPP contact registration',
    'Betalingsreferanser etter endringer; registrering av kontaktinformasjon for TPP',
  ],
  [
    '2.9.6',
    '2023-09-11',
    '1.17.0',
    'Single SCA payment in payment initiation',
    'Én SCA for betalingen ved betalingsinitiering',
  ],
  ['2.9.5', '2023-06-19', '1.16.1', 'Status of x-accept-fix headers', 'Status for x-accept-fix-hodene'],
  ['2.9.4', '2023-05-31', '1.16.0', 'Sandbox initialisation and payment', 'Initialisering av sandkassen og betaling'],
  ['2.9.3', '2023-05-02', '1.15.0', 'Fee information', 'Gebyrinformasjon'],
  ['2.9.2', '2023-03-23', '1.14.2', 'ACCP status for lack of funds', 'Statusen ACCP ved manglende dekning'],
  ['2.9.1', '2023-02-14', undefined, 'TPP-Session-ID description', 'Beskrivelse av TPP-Session-ID'],
];

// Spec "Versioning" 2, the x-accept-fix table (D6): value, month introduced, day made default, en, nb.
const acceptFixRows: readonly (readonly [string, string, string | undefined, string, string])[] = [
  ['amount-as-string', '2019-11', '2020-08-01', 'Amounts serialised as strings', 'Beløp sendes som tekststrenger'],
  [
    'cardaccount-switch-originalamount-and-transactionamount',
    '2020-05',
    '2024-11-13',
    'Correct card transaction amount mapping',
    'Riktig plassering av beløpene i korttransaksjoner',
  ],
  [
    'longer-names',
    '2020-06',
    '2024-10-01',
    'Card account name up to 70 characters',
    'Navn på kortkonto med opptil 70 tegn',
  ],
  [
    'cash-account-type-iso',
    '2023-06',
    '2024-11-13',
    'ISO 20022 mapping of cashAccountType',
    'cashAccountType etter ISO 20022',
  ],
  // D20: the bank's own opt-in, not in the spec's table; the default is the Berlin Group enum (received, finalised, ...).
  [
    'sca-status-upper-case',
    '2026-11',
    undefined,
    "scaStatus in upper case as the bank's specification lists it (RECEIVED, FINALISED, ...)",
    'scaStatus med store bokstaver slik bankens spesifikasjon skriver den (RECEIVED, FINALISED, ...)',
  ],
];

/**
 * D6, D11: the bank's changes as the spec's Versioning section lists them (API releases, x-accept-fix values, dated
 * rules, deprecations); the bank adds future-dated ones in XS2A_BANK_CHANGES_FILE (readConfiguredChanges).
 */
export const builtInChanges: readonly BankChange[] = [
  ...releases.map(
    ([documentationVersion, date, apiRelease, en, nb]) =>
      ({
        kind: 'release',
        id: `documentation-${documentationVersion}`,
        date,
        documentationVersion,
        apiRelease,
        summary: { en, nb },
      }) as const,
  ),
  ...acceptFixRows.map(
    ([id, introduced, defaultFrom, en, nb]) =>
      ({ kind: 'accept-fix', id, introduced, defaultFrom, summary: { en, nb } }) as const,
  ),
  // Spec "Errors": the structured address, checked by checkPaymentRules (no single field shows it in a request).
  {
    kind: 'rule',
    id: 'structured-address',
    refusedFrom: { sandbox: '2026-08-13', production: '2026-11-15' },
    summary: {
      en: 'Creditor name, creditor town name, creditor country code and creditor agent BIC are required in SEPA and cross-border payments',
      nb: 'Mottakers navn, poststed og landkode og mottakerbankens BIC er påkrevd i SEPA-betalinger og utenlandsbetalinger',
    },
  },
  // Spec "Versioning" 4: future deprecations.
  {
    kind: 'deprecation',
    id: 'town-name-replaces-city',
    usage: 'address-city',
    published: '2026-08-20',
    deprecatedFrom: '2026-01-14',
    refusedFrom: both('2026-01-14'),
    summary: {
      en: 'Address.city removed, replaced by Address.townName',
      nb: 'Address.city fjernet, erstattet av Address.townName',
    },
  },
  {
    kind: 'deprecation',
    id: 'consents-alias',
    usage: 'consents-alias',
    published: '2024-08-29',
    deprecatedFrom: '2024-02-05',
    summary: {
      en: 'POST /v1/consents removed, replaced by POST /v1/bank-offered-consents',
      nb: 'POST /v1/consents fjernet, erstattet av POST /v1/bank-offered-consents',
    },
  },
  {
    kind: 'deprecation',
    id: 'transaction-details-fields',
    deprecatedFrom: '2024-08-15',
    summary: {
      en: 'Transaction details endpoint introduced; some fields move from the list to the details',
      nb: 'Endepunkt for transaksjonsdetaljer innført; noen felt flyttes fra listen til detaljene',
    },
  },
  // Berlin Group 1.3.12: remittanceInformationStructuredArray replaces the single remittanceInformationStructured.
  {
    kind: 'deprecation',
    id: 'single-remittance-structured',
    usage: 'single-remittance-structured',
    summary: {
      en: 'remittanceInformationStructured replaced by remittanceInformationStructuredArray',
      nb: 'remittanceInformationStructured erstattet av remittanceInformationStructuredArray',
    },
  },
];
