/** D7: a stored amount in minor units with its currency, or null when either column is empty. */
export function presentOptionalAmount(
  amount: bigint | null,
  currency: string | null,
): { currency: string; amount: number } | null {
  return amount === null || currency === null ? null : { currency, amount: Number(amount) };
}
