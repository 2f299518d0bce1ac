// ISO 13616 IBANs in the electronic format only: upper case, no spaces. D9: accounts are given by `iban` or Norwegian `bban`.

/** IBAN length by country code, from the SWIFT IBAN registry (every SEPA country and Norway among them). */
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

const electronicFormat = /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/;

/** True for an IBAN in electronic format with a registered country, that country's length and a valid mod-97 checksum. */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string' || !electronicFormat.test(value)) return false;
  if (ibanLengths[value.slice(0, 2)] !== value.length) return false;
  // ISO 7064 MOD 97-10 only ever produces check digits 02 to 98.
  const checkDigits = Number(value.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  return mod97(value.slice(4) + value.slice(0, 4)) === 1;
}

/** The two check digits (ISO 7064 MOD 97-10) for a country code and an upper-case alphanumeric BBAN. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  return String(98 - mod97(`${bban}${countryCode}00`)).padStart(2, '0');
}

// Letters count as two digits (A = 10 ... Z = 35); the remainder is carried one character at a time.
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const value = parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}
