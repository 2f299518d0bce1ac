#!/usr/bin/env node
// Nordbank Open Banking signing kit: signs Berlin Group NextGenPSD2 requests with your eIDAS seal certificate (QSealC).
// One file, Node.js 20 or later, no dependencies. Use it as a command or import signedRequest from it.
import { X509Certificate, createHash, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The headers a request signs whenever it carries them, in this order. */
const signedWhenPresent = ['date', 'digest', 'x-request-id', 'psu-id', 'psu-corporate-id', 'tpp-redirect-uri'];

/** The certificate (tpp-cert.pem) and its private key (tpp-key.pem) in a folder. */
export function readCertificate(certDir = process.env.NORDBANK_CERT_DIR ?? '.') {
  const certificatePem = readFileSync(path.join(certDir, 'tpp-cert.pem'), 'utf8');
  const privateKeyPem = readFileSync(path.join(certDir, 'tpp-key.pem'), 'utf8');
  const certificate = new X509Certificate(certificatePem);
  return {
    privateKeyPem,
    certificateBase64: certificate.raw.toString('base64'),
    serial: certificate.serialNumber.replace(/^0+(?=.)/, ''),
    // RFC 4514 order: the issuer's most specific name first.
    issuer: certificate.issuer.split('\n').reverse().join(','),
  };
}

/** The headers to send: X-Request-ID, Date, Digest (with a body), TPP-Signature-Certificate and Signature. */
export function signHeaders({ certificate, headers = {}, body }) {
  const all = { 'X-Request-ID': randomUUID(), Date: new Date().toUTCString(), Accept: 'application/json', ...headers };
  if (body !== undefined) {
    all.Digest = `SHA-256=${createHash('sha256').update(body, 'utf8').digest('base64')}`;
    all['Content-Type'] = 'application/json';
  }
  const byName = new Map(Object.entries(all).map(([name, value]) => [name.toLowerCase(), value]));
  const names = signedWhenPresent.filter((name) => byName.has(name));
  const signingString = names.map((name) => `${name}: ${byName.get(name)}`).join('\n');
  const signature = sign('sha256', Buffer.from(signingString, 'utf8'), certificate.privateKeyPem).toString('base64');
  return {
    ...all,
    'TPP-Signature-Certificate': certificate.certificateBase64,
    Signature: `keyId="SN=${certificate.serial},CA=${certificate.issuer}",algorithm="rsa-sha256",headers="${names.join(' ')}",signature="${signature}"`,
  };
}

/** One signed request; answers the status, the headers and the body (parsed when it is JSON). */
export async function signedRequest({ method, path: target, body, headers, base, certDir }) {
  const origin = base ?? process.env.NORDBANK_BASE;
  if (!origin)
    throw new Error('Set NORDBANK_BASE (or pass base) to the address of the bank, e.g. https://sandbox.example');
  const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  const signed = signHeaders({ certificate: readCertificate(certDir), headers, body: text });
  const response = await fetch(new URL(target, origin), { method, headers: signed, body: text });
  const answer = await response.text();
  let parsed = answer;
  try {
    parsed = answer ? JSON.parse(answer) : undefined;
  } catch {
    // Not JSON: the text as it came.
  }
  return { status: response.status, headers: Object.fromEntries(response.headers), body: parsed };
}

const flags = {
  '--base': 'base',
  '--cert-dir': 'certDir',
  '--psu-id': 'PSU-ID',
  '--psu-corporate-id': 'PSU-Corporate-ID',
  '--psu-ip': 'PSU-IP-Address',
  '--redirect-uri': 'TPP-Redirect-URI',
  '--session-id': 'TPP-Session-ID',
};

const usage = `Usage: node nordbank-signing-kit.mjs [options] METHOD PATH [JSON-BODY]
Options: --base URL (or NORDBANK_BASE), --cert-dir DIR with tpp-cert.pem and tpp-key.pem (or NORDBANK_CERT_DIR, else .),
         --psu-id, --psu-corporate-id, --psu-ip, --redirect-uri, --session-id VALUE (sent and signed as their headers)`;

/** The command: prints "HTTP <status>" and the answer's body. */
async function main(argv) {
  const options = {};
  const headers = {};
  const words = [];
  for (let index = 0; index < argv.length; index += 1) {
    const name = flags[argv[index]];
    if (!name) {
      words.push(argv[index]);
      continue;
    }
    const value = argv[(index += 1)];
    if (value === undefined) throw new Error(`${argv[index - 1]} needs a value`);
    if (name === 'base' || name === 'certDir') options[name] = value;
    else headers[name] = value;
  }
  const [method, target, body] = words;
  if (!method || !target || words.length > 3) {
    console.error(usage);
    process.exit(2);
  }
  const answer = await signedRequest({ ...options, method: method.toUpperCase(), path: target, body, headers });
  console.log(`HTTP ${answer.status}`);
  if (answer.body !== undefined)
    console.log(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
