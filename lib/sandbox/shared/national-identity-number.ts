// D10: a sandbox customer's number is what the PSU types on the sandbox SCA page (spec "SCA redirect flow" 6: a mocked
// national identification number): 11 digits whose last two are the MOD11 check digits of the Norwegian fødselsnummer.
const firstWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const secondWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** True for 11 digits with both fødselsnummer check digits right (synthetic test numbers included). */
export function isValidNationalIdentityNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return checkDigit(digits, firstWeights) === digits[9] && checkDigit(digits, secondWeights) === digits[10];
}

function checkDigit(digits: number[], weights: number[]): number {
  const remainder = weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}
