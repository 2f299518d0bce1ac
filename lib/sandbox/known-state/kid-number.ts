/** A Norwegian KID (customer identification for payments): the digits plus their MOD10 (Luhn) check digit. */
export function kidNumber(digits: string): string {
  let sum = 0;
  for (const [index, character] of [...digits].reverse().entries()) {
    const value = Number(character) * (index % 2 === 0 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
