/** D9's instant products: approval sends them straight to execution (ACTC) instead of the batch (PDNG, D8). */
export const instantPaymentProducts: readonly string[] = [
  'instant-sepa-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
];

export function isInstantPaymentProduct(product: string): boolean {
  return instantPaymentProducts.includes(product);
}
