// The commands and samples of the getting-started page (/getting-started), for the base URL the reader uses.
// tests/integration/portal/getting-started.test.ts runs these very strings against the built app, so the page cannot
// print a command that does not work. Their words, in both languages, are in getting-started-words-*.ts.

/** A step: the commands a TPP types, one a line; `<...>` marks a value from an earlier answer. */
export type GettingStartedStep = { id: GettingStartedStepId; commands: string[] };

export type GettingStartedStepId =
  'kit' | 'certificate' | 'sandbox' | 'consent' | 'sign-in' | 'accounts' | 'transactions';

/** Placeholders of the commands, filled from earlier answers. */
export const placeholders = {
  scaRedirect: '<scaRedirect>',
  psuId: '<psu-id>',
  accountId: '<account-id>',
  startAuthorisation: '<startAuthorisation>',
  paymentStatus: '<status>',
} as const;

/** The sandbox's redirect target in the examples: any https address of the TPP works in the sandbox. */
export const exampleRedirectUri = 'https://tpp.example/callback';

/** The PSU the examples sign in as: a private customer of the sandbox's known state. */
export const examplePsu = '13039319955';

/** The standalone signing kit (tools/signing-kit), served from this path. */
export const signingKitFileName = 'nordbank-signing-kit.mjs';
export const signingKitPath = `/getting-started/${signingKitFileName}`;

const kit = `node ${signingKitFileName}`;

/** The journey with the signing kit, in a folder that holds the kit and the certificate. */
export function kitSteps(base: string): GettingStartedStep[] {
  return [
    { id: 'kit', commands: [`curl -fsSO ${base}${signingKitPath}`, `export NORDBANK_BASE=${base}`] },
    { id: 'certificate', commands: [] },
    { id: 'sandbox', commands: [`${kit} POST /v1/sandbox/initialize`] },
    { id: 'consent', commands: [`${kit} POST /v1/bank-offered-consents --redirect-uri ${exampleRedirectUri}`] },
    { id: 'sign-in', commands: [] },
    {
      id: 'accounts',
      commands: [
        `${kit} GET '/v1/accounts?withBalance=true' --psu-id ${placeholders.psuId} --psu-ip 192.0.2.10 --redirect-uri ${exampleRedirectUri}`,
      ],
    },
    {
      id: 'transactions',
      commands: [
        `${kit} GET '/v1/accounts/${placeholders.accountId}/transactions?bookingStatus=both' --psu-id ${placeholders.psuId} --psu-ip 192.0.2.10 --redirect-uri ${exampleRedirectUri}`,
      ],
    },
  ];
}

/** The kit as a library, from a script of the TPP's own (first-call.mjs beside the kit and the certificate). */
export function nodeSample(base: string): string {
  return `import { signedRequest } from './${signingKitFileName}';

const base = '${base}';
const customers = await signedRequest({ base, method: 'GET', path: '/v1/sandbox/customers' });
console.log(customers.status, JSON.stringify(customers.body));
const run = await signedRequest({ base, method: 'POST', path: '/v1/sandbox/batch-runs', body: { lastRunOfDay: false } });
console.log(run.status, JSON.stringify(run.body));
`;
}

/** The same signing in Python 3.9+ with the cryptography package (first_call.py beside the certificate). */
export function pythonSample(base: string): string {
  return `import base64, hashlib, json, urllib.error, urllib.request, uuid
from email.utils import formatdate
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding

BASE = "${base}"
with open("tpp-cert.pem", "rb") as file:
    CERTIFICATE = x509.load_pem_x509_certificate(file.read())
with open("tpp-key.pem", "rb") as file:
    KEY = serialization.load_pem_private_key(file.read(), password=None)
KEY_ID = f"SN={CERTIFICATE.serial_number:X},CA={CERTIFICATE.issuer.rfc4514_string()}"
CERTIFICATE_BASE64 = base64.b64encode(CERTIFICATE.public_bytes(serialization.Encoding.DER)).decode()
SIGNED_WHEN_PRESENT = ("date", "digest", "x-request-id", "psu-id", "psu-corporate-id", "tpp-redirect-uri")


def signed_request(method, path, body=None, headers=None):
    """One signed request: answers the HTTP status and the JSON body."""
    headers = {"X-Request-ID": str(uuid.uuid4()), "Date": formatdate(usegmt=True), "Accept": "application/json", **(headers or {})}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Digest"] = "SHA-256=" + base64.b64encode(hashlib.sha256(data).digest()).decode()
        headers["Content-Type"] = "application/json"
    present = {name.lower(): value for name, value in headers.items()}
    signed = [name for name in SIGNED_WHEN_PRESENT if name in present]
    signing_string = "\\n".join(f"{name}: {present[name]}" for name in signed)
    signature = base64.b64encode(KEY.sign(signing_string.encode(), padding.PKCS1v15(), hashes.SHA256())).decode()
    headers["TPP-Signature-Certificate"] = CERTIFICATE_BASE64
    headers["Signature"] = f'keyId="{KEY_ID}",algorithm="rsa-sha256",headers="{" ".join(signed)}",signature="{signature}"'
    request = urllib.request.Request(BASE + path, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


status, answer = signed_request("GET", "/v1/sandbox/customers")
print(status, json.dumps(answer))
status, answer = signed_request("POST", "/v1/sandbox/batch-runs", {"lastRunOfDay": False})
print(status, json.dumps(answer))
`;
}

/**
 * The same signed request with openssl and curl, for clients in any language: the signing string, the RSA signature
 * and the headers. Bash with openssl and curl; BASE and TPP_DIR may be set beforehand.
 */
export function curlRecipe(base: string): string {
  return String.raw`BASE=${'$'}{BASE:-${base}}
TPP_DIR=${'$'}{TPP_DIR:-.}

# signed_curl METHOD PATH [BODY]: one signed request
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
  # PSU and redirect headers a request carries must be signed too.
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
}

/** Calls with signed_curl: the same journey as the kit's steps, a body with its Digest included. */
export const curlCommands = [
  'signed_curl GET /v1/sandbox/customers',
  `signed_curl POST /v1/sandbox/batch-runs '{"lastRunOfDay":false}'`,
  `REDIRECT_URI=${exampleRedirectUri} signed_curl POST /v1/bank-offered-consents`,
  `PSU_ID=${placeholders.psuId} REDIRECT_URI=${exampleRedirectUri} signed_curl GET '/v1/accounts?withBalance=true'`,
];

/**
 * A payment with signed_curl, its SCA started explicitly: the creation answer's startAuthorisation takes a POST with
 * no body (so no Digest), which answers the scaRedirect; `<…>` are the creation answer's relative links.
 */
export const paymentCurlCommands = [
  `REDIRECT_URI=${exampleRedirectUri} signed_curl POST /v1/payments/norwegian-domestic-credit-transfers '{"instructedAmount":{"currency":"NOK","amount":"150.00"},"creditorName":"Fjordkraft AS","creditorAccount":{"bban":"15032080119"}}'`,
  `REDIRECT_URI=${exampleRedirectUri} signed_curl POST ${placeholders.startAuthorisation}`,
  `signed_curl GET ${placeholders.paymentStatus}`,
];
