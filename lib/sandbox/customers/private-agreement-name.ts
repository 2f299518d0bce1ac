/** The name of the agreement a private customer gets automatically (D16), as in the known state. */
export function privateAgreementName(customerName: string): string {
  return `Nettbankavtale ${customerName}`.slice(0, 70);
}
