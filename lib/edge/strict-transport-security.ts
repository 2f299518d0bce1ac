/**
 * Spec 11, D33: browsers that have seen this come back over HTTPS only, for a year, on the bank's subdomains too. Sent on
 * every answer in production (behind a TLS proxy too, which passes it on) and whenever the server speaks TLS itself.
 */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';
