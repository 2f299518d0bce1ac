// The commands of the getting-started page (/getting-started). tests/integration/portal/getting-started.test.ts runs these
// very strings against the built app, so the page cannot print a command that does not work.

/** A step: its words, and the commands a TPP types, one a line; `<...>` marks a value from an earlier answer. */
export type GettingStartedStep = { id: string; title: string; text: string; commands: string[]; result?: string };

/** Placeholders of the commands, filled from earlier answers. */
export const placeholders = {
  scaRedirect: '<scaRedirect>',
  psuId: '<psu-id>',
  accountId: '<account-id>',
  startAuthorisation: '<startAuthorisation>',
  paymentStatus: '<status>',
} as const;

/** The sandbox's redirect target in the examples: any https address of the TPP works in the sandbox (D17). */
export const exampleRedirectUri = 'https://tpp.example/callback';

/** The PSU the examples sign in as: a private customer of the sandbox's known state (D10). */
export const examplePsu = '13039319955';

export const cliSteps: GettingStartedStep[] = [
  {
    id: 'certificate',
    title: 'Issue a sandbox certificate',
    text: 'Every request is signed with an eIDAS QSealC (D3, D5). The sandbox accepts one from its own test CA: this writes tpp-cert.pem and tpp-key.pem (mode 0600) to .data/tpp. Keep the key; the sandbox pins your organisation to its first key (D4), so on a shared sandbox add --org with an organizationIdentifier of your own: the default PSDNO-FSA-123456 is everybody\'s. Made your certificate with "Generate certificate" in the developer portal? Then skip this command and put the downloaded tpp-key.pem and tpp-cert.pem in .data/tpp (or add --cert-dir to each call): the calls are then those of the TPP your portal account is linked to, listed under Requests.',
    commands: ['npm run tpp -- cert --roles PSP_AI,PSP_PI'],
  },
  {
    id: 'sandbox',
    title: 'Fill your sandbox',
    text: 'Resets your own sandbox to the known state: two private and two corporate customers with accounts, card accounts, balances and transactions (D10). Other TPPs never see it.',
    commands: ['npm run tpp -- call POST /v1/sandbox/initialize'],
  },
  {
    id: 'consent',
    title: 'Ask for a consent',
    text: 'A bank-offered consent needs no body: the answer carries _links.scaRedirect, the address where the customer signs in (D8).',
    commands: [`npm run tpp -- call POST /v1/bank-offered-consents --redirect-uri ${exampleRedirectUri}`],
    result: 'HTTP 201 with consentId and _links.scaRedirect.href.',
  },
  {
    id: 'sign-in',
    title: 'Sign in as the customer',
    text: `Open <scaRedirect> in a browser. The sandbox's SCA asks only for a national identity number: use ${examplePsu}. Choose the private context and the accounts, approve, and the browser lands on ${exampleRedirectUri}?psu-id=…&tpp-session-id=…&context=PRIVATE. The psu-id is the customer's id for your requests from now on.`,
    commands: [],
  },
  {
    id: 'accounts',
    title: 'Read the accounts',
    text: 'PSU-ID finds the consent; PSU-IP-Address says the customer is present, so the limits of calls without the customer do not apply (D15).',
    commands: [
      `npm run tpp -- call GET /v1/accounts?withBalance=true --psu-id ${placeholders.psuId} --psu-ip 192.0.2.10 --redirect-uri ${exampleRedirectUri}`,
    ],
    result: 'HTTP 200 with the accounts the customer chose; resourceId is the account-id.',
  },
  {
    id: 'transactions',
    title: 'Read the transactions',
    text: 'Pending entries first, then booked ones; follow _links.next for the next page.',
    commands: [
      `npm run tpp -- call GET /v1/accounts/${placeholders.accountId}/transactions?bookingStatus=both --psu-id ${placeholders.psuId} --psu-ip 192.0.2.10 --redirect-uri ${exampleRedirectUri}`,
    ],
  },
];

/**
 * The same signed request with openssl and curl, for clients in any language: the signing string, the RSA signature
 * and the headers exactly as D5 asks. Bash with openssl and curl; BASE and TPP_DIR may be set beforehand.
 */
export const curlRecipe = String.raw`BASE=${'$'}{BASE:-http://localhost:3000}
TPP_DIR=${'$'}{TPP_DIR:-.data/tpp}

# signed_curl METHOD PATH [BODY]: one signed request (D5)
signed_curl() {
  local method=$1 path=$2 body=${'$'}{3-}
  local request_id date serial issuer certificate digest signing_string headers signature
  request_id=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid)
  date=$(LC_ALL=C date -u '+%a, %d %b %Y %H:%M:%S GMT')
  serial=$(openssl x509 -in "$TPP_DIR/tpp-cert.pem" -noout -serial | cut -d= -f2)
  issuer=$(openssl x509 -in "$TPP_DIR/tpp-cert.pem" -noout -issuer -nameopt RFC2253 | sed 's/^issuer= *//')
  certificate=$(openssl x509 -in "$TPP_DIR/tpp-cert.pem" -outform DER | base64 | tr -d '\n')
  signing_string="date: $date"$'\n'"x-request-id: $request_id"
  headers="date x-request-id"
  local extra=()
  # PSU and redirect headers a request carries must be signed too (D5).
  if [ -n "${'$'}{PSU_ID-}" ]; then
    signing_string="$signing_string"$'\n'"psu-id: $PSU_ID"; headers="$headers psu-id"; extra+=(-H "PSU-ID: $PSU_ID")
  fi
  if [ -n "${'$'}{REDIRECT_URI-}" ]; then
    signing_string="$signing_string"$'\n'"tpp-redirect-uri: $REDIRECT_URI"; headers="$headers tpp-redirect-uri"; extra+=(-H "TPP-Redirect-URI: $REDIRECT_URI")
  fi
  if [ -n "$body" ]; then
    digest="SHA-256=$(printf '%s' "$body" | openssl dgst -sha256 -binary | base64)"
    signing_string="$signing_string"$'\n'"digest: $digest"
    headers="$headers digest"
    extra+=(-H "Digest: $digest" -H 'Content-Type: application/json' --data-binary "$body")
  fi
  signature=$(printf '%s' "$signing_string" | openssl dgst -sha256 -sign "$TPP_DIR/tpp-key.pem" | base64 | tr -d '\n')
  curl -sS -X "$method" "$BASE$path" \
    -H "X-Request-ID: $request_id" -H "Date: $date" \
    -H "TPP-Signature-Certificate: $certificate" \
    -H "Signature: keyId=\"SN=$serial,CA=$issuer\",algorithm=\"rsa-sha256\",headers=\"$headers\",signature=\"$signature\"" \
    "${'$'}{extra[@]}"
  echo
}`;

/** Calls with signed_curl: the same journey as the CLI steps, a body with its Digest included. */
export const curlCommands = [
  'signed_curl GET /v1/sandbox/customers',
  `signed_curl POST /v1/sandbox/batch-runs '{"lastRunOfDay":false}'`,
  `REDIRECT_URI=${exampleRedirectUri} signed_curl POST /v1/bank-offered-consents`,
  `PSU_ID=${placeholders.psuId} REDIRECT_URI=${exampleRedirectUri} signed_curl GET '/v1/accounts?withBalance=true'`,
];

/**
 * D22: a payment with signed_curl, its SCA started explicitly: the creation answer's startAuthorisation takes a POST
 * with no body (so no Digest), which answers the scaRedirect; `<…>` are the creation answer's relative links.
 */
export const paymentCurlCommands = [
  `REDIRECT_URI=${exampleRedirectUri} signed_curl POST /v1/payments/norwegian-domestic-credit-transfers '{"instructedAmount":{"currency":"NOK","amount":"150.00"},"creditorName":"Fjordkraft AS","creditorAccount":{"bban":"15032080119"}}'`,
  `REDIRECT_URI=${exampleRedirectUri} signed_curl POST ${placeholders.startAuthorisation}`,
  `signed_curl GET ${placeholders.paymentStatus}`,
];
