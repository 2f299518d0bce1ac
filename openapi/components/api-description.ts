import { paymentFeeRows } from '@/lib/api-reference/payment-fee-rows';
import { stateRecipes, statesNeverGiven } from '@/lib/api-reference/state-recipes';

// The document's introduction (rendered as Markdown by the API reference): what every request must carry and why,
// each with the decision that fixes it.

const feeTable = paymentFeeRows()
  .map((row) => `| \`${row.product}\` | ${row.fee} |`)
  .join('\n');

// D16: the Markdown table cell may hold no pipe; none of the recipes has one.
const stateTable = stateRecipes
  .map((recipe) => `| \`${recipe.field}\` | ${recipe.state} | ${recipe.how.en} |`)
  .join('\n');
const neverGiven = statesNeverGiven.map((never) => `- ${never.state}: ${never.why.en}`).join('\n');

export const apiDescription = `Berlin Group NextGenPSD2 1.3.11 with the bank's exceptions.

## Signing every request (D5)
Every request, in the sandbox too, is signed with the private key of an eIDAS QSealC (spec "Authentication"):

- \`Digest\`: \`SHA-256=\` (or \`SHA-512=\`) and the base64 hash of the exact body bytes; only with a body.
- \`Date\`: RFC 7231, at most 60 seconds from the bank's clock (else 400 TIMESTAMP_INVALID).
- \`X-Request-ID\`: a new UUID per request, unique per TPP for 24 hours. A repeated POST gets the first answer again and creates nothing; any other repeat is 400 FORMAT_ERROR.
- \`TPP-Signature-Certificate\`: the certificate, base64 DER.
- \`Signature\`: \`keyId="SN=<hex serial>,CA=<issuer DN>",algorithm="rsa-sha256",headers="date x-request-id digest",signature="<base64>"\` (draft-cavage). \`headers\` must cover date, x-request-id, digest when there is a body, and each of psu-id, psu-corporate-id and tpp-redirect-uri the request carries; (request-target) may be added. The signing string is one \`<name>: <value>\` line per header, in that order, joined by newlines. rsa-sha512 is accepted too. The header may be wrapped as an RFC 2047 encoded word.

A request without a signature is 400 SIGNATURE_MISSING; one that does not verify, or that leaves a header unsigned, 400 SIGNATURE_INVALID naming it (D2). When the bank's seal is configured, answers are signed the same way; its certificate is at /certificates/bank-seal.pem.

## eIDAS roles (D3)
The TPP is the organizationIdentifier of the certificate; what it may do comes from its PSD2 QCStatement. Consents, account information and card accounts need PSP_AI; payments and signing baskets PSP_PI; GET /v1/agreements and GET /v1/user either. Each operation lists its roles (also as \`x-psd2-roles\`); a certificate without one is 401 ROLE_INVALID. In the sandbox a self-signed certificate is accepted (D4) and the mock-data operations act on the calling TPP's own sandbox.

## Consent and SCA (D8, D17, D20)
The bank offers the consent: POST /v1/bank-offered-consents takes no body and answers a scaRedirect. The PSU signs in at the bank, picks the context and the accounts, and returns to \`TPP-Redirect-URI\` with \`psu-id\` (and \`psu-corporate-id\`) in the query. Later requests name the PSU with \`PSU-ID\` and the corporate context with \`PSU-Corporate-ID\`; there is no Consent-ID header. A request that needs SCA is 401 CONSENT_INVALID or CONSENT_EXPIRED with \`_links.scaRedirect\`; a consent the PSU revoked is 403 CONSENT_UNKNOWN. \`PSU-IP-Address\` marks the PSU as present; without it the limits of spec "Limits" apply (D15).

## Payments: starting the SCA, and fees (D22)
A payment's creation answer (and a signing basket's) carries \`_links.self\`, \`status\` and \`startAuthorisation\`. Without \`TPP-Explicit-Authorisation-Preferred\`, or with \`false\`, the SCA starts with the payment and the answer also carries its \`scaRedirect\` and \`scaStatus\`; with \`true\` no SCA starts. A POST to \`startAuthorisation\`, with no body (so no Content-Type and no Digest), answers the \`scaRedirect\` to send the PSU to: while the SCA the creation started is unopened, the POST takes it over (same \`authorisationId\`, and the creation's link stops working); otherwise a new SCA starts. Either way the payment is completed by one SCA.

After the PSU's approval of a payment or a signing basket, the redirect to \`TPP-Redirect-URI\` carries, beside the spec's \`psu-id\`, \`psu-corporate-id\`, \`tpp-session-id\` and \`context\`, the bank's \`transactionStatus\`: the payment's (or basket's) Berlin Group status after the approval, \`PATC\` when a corporate approver's limit only registered it and another authorised person must still approve it (a new authorisation), otherwise \`PDNG\` (a basket: \`ACTC\`) or the executed status of an instant payment. A consent's redirect carries the four parameters only (D29).

The creation answer and \`GET\` of the payment carry the fee of the product's fee table, the same in the sandbox and in production: a known fee as \`transactionFees\` with \`transactionFeeIndicator: false\` (a bulk: per payment times the count; a periodic payment: per execution), an unknown one as \`transactionFeeIndicator: true\`.

| Product | Fee |
| --- | --- |
${feeTable}

## How to produce each state
Every state a TPP's code must handle can be produced in the sandbox, through the API and the portal (D16), never by waiting days or editing data. The sandbox's known customers (D10) are those of POST /v1/sandbox/initialize.

| Field | State | How to produce it |
| --- | --- | --- |
${stateTable}

Never given by this bank:
${neverGiven}

## Responses
JSON only (406 otherwise), UTF-8, amounts as strings with the currency's decimals (D7; the sandbox mock data uses int32 minor units). Links are paths relative to the API base, except the absolute scaRedirect (D1). Errors are \`{"tppMessages":[{"category":"ERROR","code","path","text"}]}\` (D2); nothing a client sends causes a 5xx. The sandbox operations exist only with XS2A_ENV=sandbox (D4); in production they answer 404.`;
