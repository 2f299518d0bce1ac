/** The current account of the examples, in the fields the XS2A API and the sandbox both show. */
export const currentAccountExample = {
  iban: 'NO9386011117947',
  bban: '86011117947',
  currency: 'NOK',
  name: 'Brukskonto',
  product: 'Brukskonto',
  cashAccountType: 'CACC',
  status: 'enabled',
};
