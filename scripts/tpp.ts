// npm run tpp -- <command>: act as a TPP against the XS2A API (issue a sandbox QSealC, send signed requests).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { callHeaders, callSigningOptions } from '@/tools/tpp-kit/call-arguments';
import { defaultTppCertificateDir, loadTppCertificate, saveTppCertificate } from '@/tools/tpp-kit/certificate-files';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { proveChallenge } from '@/tools/tpp-kit/prove-challenge';
import { isPsd2Role, type Psd2Role } from '@/lib/certificate-issuer/psd2-roles';
import { createTppClient, type SignedRequestSummary } from '@/tools/tpp-kit/tpp-client';

const usage = `Usage: npm run tpp -- <command> [flags]

Commands
  cert                      Issue a QSealC signed by the sandbox CA (D3, D4)
    --org ID                  organizationIdentifier (default PSDNO-FSA-123456)
    --name NAME               organisation name (default "Example TPP AS")
    --roles LIST              PSP_AI,PSP_PI,PSP_IC,PSP_AS (default PSP_AI,PSP_PI)
    --days N                  validity in days (default 365)
    --out DIR                 where tpp-cert.pem, tpp-key.pem, tpp-cert.json go (default .data/tpp)
    --new-key                 generate a new key even when DIR has one (the sandbox pins each TPP to its first key)

  call METHOD PATH          Sign and send one request like a real TPP (spec "Authentication", D5)
    --body JSON               request body, sent byte for byte
    --psu-id UUID  --psu-corporate-id UUID  --psu-ip ADDRESS  --redirect-uri URL  --session-id ID
    --header 'Name: value'    any other header (repeatable)
    --base URL                API base (default http://localhost:3000)
    --cert-dir DIR            certificate from "cert" (default .data/tpp)
    --insecure                accept any TLS certificate (always so for localhost)
    --verbose                 also print the request headers and the signing string
    Signing variants (D5):
    --wrap rfc2047-B|rfc2047-Q   --request-target none|first|last
    --serial upper|lower|leading-zeros|lower-leading-zeros   --issuer rfc2253|reversed|spaced
    --algorithm rsa-sha256|rsa-sha512   --digest SHA-256|SHA-512   --date imf|unpadded-day|plus-0000

  prove CHALLENGE           Sign a developer portal challenge with the certificate's key (D27); prints base64
    --cert-dir DIR            certificate from "cert" (default .data/tpp)

  help                      Show this text

Examples
  npm run tpp -- cert --roles PSP_AI,PSP_PI,PSP_IC
  npm run tpp -- call POST /v1/sandbox/initialize
  npm run tpp -- prove nordbank-portal-link-…
  npm run tpp -- call GET /v1/accounts --psu-id 3f1c... --redirect-uri https://tpp.example/callback`;

const responseHeadersShown = [
  'x-request-id',
  'location',
  'content-type',
  'digest',
  'signature',
  'deprecation',
  'link',
  'retry-after',
];

function parseRoles(list: string): Psd2Role[] {
  const roles = list
    .split(',')
    .map((role) => role.trim().toUpperCase())
    .filter(Boolean);
  const unknown = roles.filter((role) => !isPsd2Role(role));
  if (unknown.length > 0) throw new Error(`Unknown role(s) ${unknown.join(', ')}; use PSP_AS, PSP_PI, PSP_AI, PSP_IC`);
  return roles as Psd2Role[];
}

function issueCertificate(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      org: { type: 'string', default: 'PSDNO-FSA-123456' },
      name: { type: 'string', default: 'Example TPP AS' },
      roles: { type: 'string', default: 'PSP_AI,PSP_PI' },
      days: { type: 'string', default: '365' },
      out: { type: 'string', default: defaultTppCertificateDir },
      'new-key': { type: 'boolean', default: false },
    },
  });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`--days needs a positive whole number, got "${values.days}"`);
  const details = {
    organizationIdentifier: values.org,
    organizationName: values.name,
    roles: parseRoles(values.roles),
  };
  const validFrom = new Date(Date.now() - 5 * 60 * 1000);
  // D4: the sandbox pins a TPP to its first key, so a renewal keeps the key already in --out (--new-key replaces it).
  const keyFile = path.join(values.out, 'tpp-key.pem');
  const privateKeyPem = !values['new-key'] && existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : undefined;
  const issued = issueTestCertificate({
    ...details,
    validFrom,
    validTo: new Date(validFrom.getTime() + days * 86_400_000),
    privateKeyPem,
  });
  const saved = saveTppCertificate(values.out, issued, details);
  console.log(
    `Issued a sandbox QSealC for ${details.organizationIdentifier} (${details.roles.join(', ')}), valid ${days} days`,
  );
  console.log(`  serial  ${issued.serialNumberHex}`);
  console.log(`  issuer  ${issued.issuerDn}`);
  console.log(`  certificate  ${path.resolve(saved.certFile)}`);
  console.log(
    `  private key  ${path.resolve(saved.keyFile)} (mode 0600${privateKeyPem ? ', the key of the previous certificate' : ', new'})`,
  );
  console.log(`  details      ${path.resolve(saved.detailsFile)}`);
}

function printJsonOrText(text: string) {
  try {
    console.log(JSON.stringify(JSON.parse(text), null, 2));
  } catch {
    console.log(text);
  }
}

async function call(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      body: { type: 'string' },
      'psu-id': { type: 'string' },
      'psu-corporate-id': { type: 'string' },
      'psu-ip': { type: 'string' },
      'redirect-uri': { type: 'string' },
      'session-id': { type: 'string' },
      header: { type: 'string', multiple: true },
      base: { type: 'string', default: 'http://localhost:3000' },
      'cert-dir': { type: 'string', default: defaultTppCertificateDir },
      insecure: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      wrap: { type: 'string' },
      'request-target': { type: 'string' },
      serial: { type: 'string' },
      issuer: { type: 'string' },
      algorithm: { type: 'string' },
      digest: { type: 'string' },
      date: { type: 'string' },
    },
  });
  const [method, requestPath] = positionals;
  if (!method || !requestPath || positionals.length > 2)
    throw new Error('call needs METHOD and PATH, e.g. call GET /v1/accounts');

  let certificate;
  try {
    certificate = loadTppCertificate(values['cert-dir']);
  } catch {
    throw new Error(`No TPP certificate in ${values['cert-dir']}; run "npm run tpp -- cert" first`);
  }
  const client = createTppClient({
    baseUrl: values.base,
    certificate,
    options: callSigningOptions(values),
    isInsecure: values.insecure,
    onSigned: values.verbose ? printSigned : undefined,
  });
  const response = await client.request(method.toUpperCase(), requestPath, {
    body: values.body,
    headers: callHeaders(values),
  });

  console.log(`HTTP ${response.status} ${response.statusText}`);
  for (const name of responseHeadersShown) {
    const value = response.headers.get(name);
    if (value !== null) console.log(`${name}: ${value}`);
  }
  if (response.text !== '') {
    console.log('');
    printJsonOrText(response.text);
  }
  return response.status >= 200 && response.status < 300 ? 0 : 1;
}

function printSigned(request: SignedRequestSummary) {
  console.error(`> ${request.method} ${request.url}`);
  for (const [name, value] of Object.entries(request.headers)) {
    const shown =
      name.toLowerCase() === 'tpp-signature-certificate' ? `${value.slice(0, 40)}… (${value.length} chars)` : value;
    console.error(`> ${name}: ${shown}`);
  }
  console.error(`> signing string:\n${request.signingString.replace(/^/gm, '>   ')}\n`);
}

function prove(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'cert-dir': { type: 'string', default: defaultTppCertificateDir } },
  });
  const [challenge] = positionals;
  if (!challenge || positionals.length > 1)
    throw new Error('prove needs the challenge shown on /portal/certificates, e.g. prove nordbank-portal-link-…');
  let privateKeyPem;
  try {
    privateKeyPem = loadTppCertificate(values['cert-dir']).privateKeyPem;
  } catch {
    throw new Error(`No TPP certificate in ${values['cert-dir']}; run "npm run tpp -- cert" first`);
  }
  console.log(proveChallenge(challenge, privateKeyPem));
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'cert') {
    issueCertificate(args);
    return 0;
  }
  if (command === 'call') return call(args);
  if (command === 'prove') {
    prove(args);
    return 0;
  }
  const isHelp = command === undefined || command === 'help' || command === '--help';
  if (!isHelp) console.error(`Unknown command "${command}"\n`);
  console.log(usage);
  return isHelp ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, a TLS error, ...) in `cause`.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`${error instanceof Error ? error.message : String(error)}${cause}`);
    process.exitCode = 1;
  },
);
