/** A consent request for balances of accounts the PSU picks later, valid until 2099: a POST /v1/consents that succeeds. */
export const balancesConsentBody = JSON.stringify({
  access: { balances: [] },
  recurringIndicator: false,
  validUntil: '2099-12-31',
  frequencyPerDay: 4,
  combinedServiceIndicator: false,
});
