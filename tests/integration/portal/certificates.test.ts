import { spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { issueTestCertificate, type IssuedCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { proveChallenge } from '@/tools/tpp-kit/prove-challenge';
import { createTppClient } from '@/tools/tpp-kit/tpp-client';
import { formatRfc4514, fromForgeAttributes } from '@/lib/certificate-issuer/forge-names';
import { browserAt, type BrowserAtAddress } from '@/tests/integration/support/browser-at-address';
import { newDeveloperEmail, refusedTo, verifiedDeveloperAt } from '@/tests/integration/support/portal-account';

// D27: a developer links their account to a TPP by signing the page's challenge with a TPP certificate's key, or by
// having the sandbox CA issue a certificate for a key made in the browser. The API's certificate checks and the
// sandbox's key pinning (D4) apply; a developer never sees another TPP's data.
const certDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-portal-link-'));

afterAll(async () => {
  await rm(certDir, { recursive: true, force: true });
  await db.$disconnect();
});

/** The challenge in the page's read-only "Challenge" field. */
async function challengeOf(browser: BrowserAtAddress): Promise<string> {
  const page = await browser.get('/portal/certificates');
  const input = /<input[^>]*name="challenge"[^>]*>/.exec(page.html)?.[0] ?? '';
  expect(input).toContain('readOnly=""');
  return /value="([^"]+)"/.exec(input)?.[1] ?? '';
}

function certificateFor(
  organizationIdentifier = newOrganizationIdentifier(),
  extra: Partial<Parameters<typeof issueTestCertificate>[0]> = {},
): IssuedCertificate {
  return issueTestCertificate({
    organizationIdentifier,
    organizationName: `Portal TPP ${organizationIdentifier.slice(-6)} AS`,
    roles: ['PSP_AI', 'PSP_PI'],
    ...extra,
  });
}

async function link(
  browser: BrowserAtAddress,
  certificate: IssuedCertificate,
  sign: (challenge: string) => string = (challenge) => proveChallenge(challenge, certificate.privateKeyPem),
) {
  const challenge = await challengeOf(browser);
  const response = await browser.post('/portal/actions/link-certificate', {
    challenge,
    certificatePem: certificate.certificatePem,
    signature: sign(challenge),
  });
  return { challenge, location: response.headers.location };
}

const developerOf = (email: string) =>
  db.developer.findUniqueOrThrow({ where: { email }, select: { id: true, tppId: true } });

describe('Link certificate', () => {
  it('links with a challenge signed by `npm run tpp -- prove`, creating the TPP and recording the certificate', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    const organizationIdentifier = newOrganizationIdentifier();
    const tpp = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tpp.ts', ...args], {
        encoding: 'utf8',
        timeout: 60_000,
      });
    expect(tpp('cert', '--org', organizationIdentifier, '--out', certDir).status).toBe(0);
    const challenge = await challengeOf(browser);
    const proved = tpp('prove', challenge, '--cert-dir', certDir);
    expect(proved.status, proved.stderr).toBe(0);
    const certificatePem = readFileSync(path.join(certDir, 'tpp-cert.pem'), 'utf8');
    const response = await browser.post('/portal/actions/link-certificate', {
      challenge,
      certificatePem,
      signature: proved.stdout.trim(),
    });
    expect(response.headers.location).toBe('/portal/certificates?linked=1');
    const developer = await developerOf(email);
    const row = await db.tpp.findUniqueOrThrow({
      where: { organizationIdentifier },
      select: { id: true, certificates: { select: { pem: true } } },
    });
    expect(developer.tppId).toBe(row.id);
    expect(row.certificates).toHaveLength(1);
    const page = await browser.get('/portal/certificates');
    expect(page.html).toContain(organizationIdentifier);
    expect(page.html).toContain(email);
    expect(page.html).toContain('PSP_AI, PSP_PI');
  });

  it('shows "Back to My consents" once linked when the developer came from "My consents", through a refusal too, and never otherwise', async () => {
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const fromMyConsents = '/portal/certificates?callbackUrl=%2Fmy-consents';
    const backLink = /<a[^>]*href="\/my-consents"[^>]*>Back to My consents<\/a>/;
    const unlinked = (await browser.get(fromMyConsents)).html;
    expect(unlinked).not.toMatch(backLink);
    expect(unlinked).toContain('<input type="hidden" name="callbackUrl" value="/my-consents"/>');
    const certificate = certificateFor();
    const refusedChallenge = await challengeOf(browser);
    const refused = await browser.post('/portal/actions/link-certificate', {
      challenge: refusedChallenge,
      certificatePem: certificate.certificatePem,
      signature: 'bm90IGEgc2lnbmF0dXJl',
      callbackUrl: '/my-consents',
    });
    expect(refused.headers.location).toMatch(
      /^\/portal\/certificates\?error=signature&typed=[A-Za-z0-9_-]+&callbackUrl=%2Fmy-consents$/,
    );
    const challenge = await challengeOf(browser);
    const linked = await browser.post('/portal/actions/link-certificate', {
      challenge,
      certificatePem: certificate.certificatePem,
      signature: proveChallenge(challenge, certificate.privateKeyPem),
      callbackUrl: '/my-consents',
    });
    expect(linked.headers.location).toBe(`/portal/certificates?linked=1&callbackUrl=%2Fmy-consents`);
    expect((await browser.get(linked.headers.location ?? '')).html).toMatch(backLink);
    for (const other of [
      '/portal/certificates',
      '/portal/certificates?linked=1',
      '/portal/certificates?callbackUrl=%2Fportal%2Forganisation',
      '/portal/certificates?callbackUrl=https%3A%2F%2Fevil.example%2Fmy-consents',
    ]) {
      expect((await browser.get(other)).html).not.toMatch(backLink);
    }
  });

  it('keeps the way back to "My consents" through signing in again when the session ended with the page open', async () => {
    const signedOut = browserAt();
    const posted = await signedOut.post('/portal/actions/link-certificate', {
      challenge: 'x',
      certificatePem: 'x',
      signature: 'x',
      callbackUrl: '/my-consents',
    });
    const certificatesFromMyConsents = '/portal/certificates?callbackUrl=%2Fmy-consents';
    expect(posted.headers.location).toBe(
      `/portal/sign-in?${new URLSearchParams({ callbackUrl: certificatesFromMyConsents })}`,
    );
    const signUpLink = /href="([^"]*\/portal\/sign-up[^"]*)"/
      .exec((await signedOut.get(posted.headers.location ?? '')).html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(signUpLink).toBe(`/portal/sign-up?${new URLSearchParams({ callbackUrl: certificatesFromMyConsents })}`);
    for (const callbackUrl of ['', 'https://evil.example/my-consents']) {
      const other = await browserAt().post('/portal/actions/link-certificate', {
        challenge: 'x',
        certificatePem: 'x',
        signature: 'x',
        callbackUrl,
      });
      expect(other.headers.location).toBe('/portal/sign-in?callbackUrl=%2Fportal%2Fcertificates');
    }
  });

  it('refuses a signature made with another key, and the challenge is used up', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    const certificate = certificateFor();
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const { challenge, location } = await link(browser, certificate, (text) => proveChallenge(text, otherKey));
    expect(location).toMatch(refusedTo('/portal/certificates', 'signature'));
    expect(location).not.toContain('BEGIN');
    expect((await developerOf(email)).tppId).toBeNull();
    // D27: the page shows the pasted certificate again, and the signature refused at its field, empty: its challenge is spent.
    const page = (await browser.get(location ?? '')).html;
    expect(/<textarea[^>]*id="certificatePem"[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1]?.trim()).toBe(
      certificate.certificatePem.trim(),
    );
    expect(/<textarea[^>]*id="signature"[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1]).toBe('');
    expect(page).toMatch(/<p id="signature-error" role="alert"[^>]*>The challenge signature does not verify/);
    const again = await browser.post('/portal/actions/link-certificate', {
      challenge,
      certificatePem: certificate.certificatePem,
      signature: proveChallenge(challenge, certificate.privateKeyPem),
    });
    expect(again.headers.location).toMatch(refusedTo('/portal/certificates', 'challenge'));
  });

  it('refuses a reused, an expired and another developer’s challenge', async () => {
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const certificate = certificateFor();
    const { challenge, location } = await link(browser, certificate);
    expect(location).toBe('/portal/certificates?linked=1');
    const reused = await browser.post('/portal/actions/link-certificate', {
      challenge,
      certificatePem: certificate.certificatePem,
      signature: proveChallenge(challenge, certificate.privateKeyPem),
    });
    expect(reused.headers.location).toMatch(refusedTo('/portal/certificates', 'challenge'));

    const expiring = await challengeOf(browser);
    await db.certificateChallenge.updateMany({
      where: { challenge: expiring },
      data: { expires: new Date(Date.now() - 1000) },
    });
    const expired = await browser.post('/portal/actions/link-certificate', {
      challenge: expiring,
      certificatePem: certificate.certificatePem,
      signature: proveChallenge(expiring, certificate.privateKeyPem),
    });
    expect(expired.headers.location).toMatch(refusedTo('/portal/certificates', 'challenge'));

    const other = browserAt();
    await verifiedDeveloperAt(other);
    const othersChallenge = await challengeOf(other);
    const stolen = await browser.post('/portal/actions/link-certificate', {
      challenge: othersChallenge,
      certificatePem: certificate.certificatePem,
      signature: proveChallenge(othersChallenge, certificate.privateKeyPem),
    });
    expect(stolen.headers.location).toMatch(refusedTo('/portal/certificates', 'challenge'));
  });

  it('refuses another TPP’s organizationIdentifier with a different key (D4 key pinning), even with a valid proof of that key', async () => {
    const ownerIdentifier = newOrganizationIdentifier();
    const owner = certificateFor(ownerIdentifier);
    await createTppClient({ baseUrl: inject('baseUrl'), certificate: owner }).request('GET', '/v1/no-such-resource');
    expect(await db.tpp.count({ where: { organizationIdentifier: ownerIdentifier } })).toBe(1);
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    const impostor = certificateFor(ownerIdentifier);
    const { location } = await link(browser, impostor);
    expect(location).toMatch(refusedTo('/portal/certificates', 'other-key'));
    expect((await developerOf(email)).tppId).toBeNull();
  });

  it('applies the API’s certificate checks: too weak, expired, not made for signing, no organizationIdentifier or PSD2 statement, not a certificate', async () => {
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const day = 24 * 60 * 60 * 1000;
    expect((await link(browser, certificateFor(undefined, { keyBits: 1024 }))).location).toMatch(
      refusedTo('/portal/certificates', 'validity'),
    );
    expect(
      (
        await link(
          browser,
          certificateFor(undefined, {
            validFrom: new Date(Date.now() - 10 * day),
            validTo: new Date(Date.now() - day),
          }),
        )
      ).location,
    ).toMatch(refusedTo('/portal/certificates', 'validity'));
    expect((await link(browser, certificateFor(undefined, { qcType: 'web' }))).location).toMatch(
      refusedTo('/portal/certificates', 'usage'),
    );
    expect(
      (await link(browser, certificateFor(undefined, { isCa: true, keyUsage: ['keyCertSign', 'cRLSign'] }))).location,
    ).toMatch(refusedTo('/portal/certificates', 'usage'));
    expect(
      (await link(browser, certificateFor(undefined, { keyUsage: ['digitalSignature', 'keyCertSign'] }))).location,
    ).toMatch(refusedTo('/portal/certificates', 'usage'));
    expect((await browser.get('/portal/certificates?error=usage')).html).toContain(
      'The certificate is not made for signing requests',
    );
    expect((await link(browser, certificateFor(undefined, { hasPsd2Statement: false }))).location).toMatch(
      refusedTo('/portal/certificates', 'identifier'),
    );
    const challenge = await challengeOf(browser);
    expect(
      (
        await browser.post('/portal/actions/link-certificate', {
          challenge,
          certificatePem: 'not a certificate',
          signature: 'AAAA',
        })
      ).headers.location,
    ).toMatch(refusedTo('/portal/certificates', 'certificate'));
  });

  it('refuses a developer whose e-mail is not verified', async () => {
    const browser = browserAt();
    const email = newDeveloperEmail();
    await browser.post('/portal/actions/sign-up', { email, password: 'correct horse battery' });
    const { csrfToken } = JSON.parse((await browser.get('/api/auth/csrf')).html) as { csrfToken: string };
    await browser.post('/api/auth/callback/credentials', {
      csrfToken,
      email,
      password: 'correct horse battery',
      json: 'true',
    });
    expect((await link(browser, certificateFor())).location).toMatch(refusedTo('/portal/certificates', 'unverified'));
  });

  it('refuses a link posted without the session’s CSRF token', async () => {
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const certificate = certificateFor();
    const challenge = await challengeOf(browser);
    const response = await browser.post('/portal/actions/link-certificate', {
      csrfToken: 'forged',
      challenge,
      certificatePem: certificate.certificatePem,
      signature: proveChallenge(challenge, certificate.privateKeyPem),
    });
    expect(response.headers.location).toBe('/portal/certificates?error=request');
  });
});

/** A CSR as the browser makes it (node-forge), for `issue-certificate`. */
function browserKeyAndCsr(): { privateKeyPem: string; csr: string } {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = keys.publicKey;
  csr.setSubject([{ name: 'commonName', value: 'Browser TPP' }]);
  csr.sign(keys.privateKey, forge.md.sha256.create());
  return { privateKeyPem: forge.pki.privateKeyToPem(keys.privateKey), csr: forge.pki.certificationRequestToPem(csr) };
}

/**
 * A CSR whose key no browser makes: a random modulus and a random exponent of `bits` bits, and random "signature"
 * bytes (first byte 0x01). Checking such a signature in JavaScript would hold the event loop for minutes.
 */
function craftedCsr(bits: number): string {
  const randomInteger = () => {
    const bytes = randomBytes(bits / 8);
    bytes[0]! |= 0x80;
    return new forge.jsbn.BigInteger(bytes.toString('hex'), 16);
  };
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = forge.pki.setRsaPublicKey(randomInteger(), randomInteger());
  csr.setSubject([{ name: 'commonName', value: 'X AS' }]);
  csr.signatureOid = forge.pki.oids.sha256WithRSAEncryption!;
  const signature = randomBytes(bits / 8);
  signature[0] = 0x01;
  csr.signature = signature.toString('binary');
  return forge.pki.certificationRequestToPem(csr);
}

/** A CSR properly signed by a 2048-bit key whose public exponent is 3. */
function smallExponentCsr(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 3 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ) as forge.pki.rsa.PrivateKey;
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  csr.setSubject([{ name: 'commonName', value: 'Small Exponent AS' }]);
  csr.sign(key, forge.md.sha256.create());
  return forge.pki.certificationRequestToPem(csr);
}

/** A verified developer's browser and the CSRF token of its certificates page. */
async function developerWithToken(): Promise<{ browser: BrowserAtAddress; csrfToken: string; email: string }> {
  const browser = browserAt();
  const { email } = await verifiedDeveloperAt(browser);
  const page = await browser.get('/portal/certificates');
  return { browser, email, csrfToken: /name="csrfToken" value="([^"]+)"/.exec(page.html)?.[1] ?? '' };
}

describe('Generate certificate (sandbox CA, key made by the browser)', () => {
  it('issues a certificate for the CSR’s key that signs API calls, links the developer, and refuses a taken organisationIdentifier', async () => {
    const { browser, csrfToken, email } = await developerWithToken();
    const { csr, privateKeyPem } = browserKeyAndCsr();
    const organisationIdentifier = newOrganizationIdentifier();
    const request = { csr, organisationIdentifier, organisationName: 'Browser TPP AS', roles: ['PSP_AI', 'PSP_PI'] };
    expect(
      (await browser.postJson('/portal/actions/issue-certificate', request, { 'x-csrf-token': 'forged' })).status,
    ).toBe(403);
    const response = await browser.postJson('/portal/actions/issue-certificate', request, {
      'x-csrf-token': csrfToken,
    });
    expect(response.status, response.html).toBe(201);
    const { certificatePem } = JSON.parse(response.html) as { certificatePem: string };
    const issued = new X509Certificate(certificatePem);
    expect(issued.publicKey.export({ type: 'spki', format: 'pem' })).toBe(
      createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }),
    );
    const row = await db.tppCertificate.findFirstOrThrow({
      where: { organizationIdentifier: organisationIdentifier },
      select: { isPortalIssued: true, tppId: true },
    });
    expect(row.isPortalIssued).toBe(true);
    expect((await developerOf(email)).tppId).toBe(row.tppId);
    const issuer = forge.pki.certificateFromPem(certificatePem).issuer.attributes;
    const client = createTppClient({
      baseUrl: inject('baseUrl'),
      certificate: {
        certificatePem,
        privateKeyPem,
        serialNumberHex: issued.serialNumber,
        issuerDn: formatRfc4514(fromForgeAttributes(issuer)),
      },
    });
    expect((await client.request('POST', '/v1/sandbox/initialize')).status).toBe(200);

    const impostor = await developerWithToken();
    const taken = await impostor.browser.postJson(
      '/portal/actions/issue-certificate',
      { ...request, csr: browserKeyAndCsr().csr },
      { 'x-csrf-token': impostor.csrfToken },
    );
    expect([taken.status, JSON.parse(taken.html)]).toEqual([
      409,
      {
        tppMessages: [
          {
            category: 'ERROR',
            code: 'CERTIFICATE_INVALID',
            path: 'other-key',
            text: 'The certificate cannot be issued (other-key).',
          },
        ],
      },
    ]);
    expect((await developerOf(impostor.email)).tppId).toBeNull();
  });

  it('refuses a CSR not signed by its key, and malformed input, with 400 and no certificate', async () => {
    const { browser, csrfToken } = await developerWithToken();
    const { csr } = browserKeyAndCsr();
    const tampered = csr.replace(
      /(-----BEGIN CERTIFICATE REQUEST-----\r?\n.{40})(.)/,
      (_match, head: string, character: string) => `${head}${character === 'A' ? 'B' : 'A'}`,
    );
    const organisationIdentifier = newOrganizationIdentifier();
    const bad = await browser.postJson(
      '/portal/actions/issue-certificate',
      { csr: tampered, organisationIdentifier, organisationName: 'Tampered AS', roles: ['PSP_AI'] },
      { 'x-csrf-token': csrfToken },
    );
    expect([bad.status, JSON.parse(bad.html)]).toEqual([
      400,
      {
        tppMessages: [
          {
            category: 'ERROR',
            code: 'FORMAT_ERROR',
            path: 'request',
            text: 'The certificate cannot be issued (request).',
          },
        ],
      },
    ]);
    const malformed = await browser.postJson(
      '/portal/actions/issue-certificate',
      { csr, organisationIdentifier: 'not-etsi', organisationName: 'X', roles: [] },
      { 'x-csrf-token': csrfToken },
    );
    expect(malformed.status).toBe(400);
    expect(await db.tpp.count({ where: { organizationIdentifier: organisationIdentifier } })).toBe(0);
  });
});

describe('Generate certificate: the allowance per hour', () => {
  it('issues a developer at most 10 certificates in an hour, then answers 429 ACCESS_EXCEEDED with Retry-After and issues nothing', async () => {
    const { browser, csrfToken } = await developerWithToken();
    const request = {
      csr: browserKeyAndCsr().csr,
      organisationIdentifier: newOrganizationIdentifier(),
      organisationName: 'Busy TPP AS',
      roles: ['PSP_AI'],
    };
    for (let issue = 1; issue <= 10; issue++) {
      expect(
        (await browser.postJson('/portal/actions/issue-certificate', request, { 'x-csrf-token': csrfToken })).status,
      ).toBe(201);
    }
    const refused = await browser.postJson('/portal/actions/issue-certificate', request, { 'x-csrf-token': csrfToken });
    const text = 'Too many certificates were generated in the last hour. Try again later.';
    expect([refused.status, JSON.parse(refused.html)]).toEqual([
      429,
      { tppMessages: [{ category: 'ERROR', code: 'ACCESS_EXCEEDED', path: 'throttled', text }] },
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await db.tppCertificate.count({ where: { organizationIdentifier: request.organisationIdentifier } })).toBe(
      10,
    );
    // The page's Generate certificate form has words for the refusal's path.
    expect((await browser.get('/portal/certificates')).html).toContain(
      'You generated 10 certificates in the last hour',
    );
  });
});

describe('Generate certificate: keys the sandbox CA does not take', () => {
  it('refuses a huge key with a huge exponent before checking its signature, and one with exponent 3, with 400 and no certificate', async () => {
    const { browser, csrfToken, email } = await developerWithToken();
    const keyRefusal = {
      tppMessages: [
        {
          category: 'ERROR',
          code: 'CERTIFICATE_INVALID',
          path: 'key',
          text: 'The certificate cannot be issued (key).',
        },
      ],
    };
    for (const csr of [craftedCsr(12288), smallExponentCsr()]) {
      const organisationIdentifier = newOrganizationIdentifier();
      const refused = await browser.postJson(
        '/portal/actions/issue-certificate',
        { csr, organisationIdentifier, organisationName: 'X AS', roles: ['PSP_AI'] },
        { 'x-csrf-token': csrfToken },
      );
      expect([refused.status, JSON.parse(refused.html)]).toEqual([400, keyRefusal]);
      expect(await db.tppCertificate.count({ where: { organizationIdentifier: organisationIdentifier } })).toBe(0);
    }
    expect((await developerOf(email)).tppId).toBeNull();
    // The page has words for the refusal.
    expect((await browser.get('/portal/certificates?error=key')).html).toContain(
      '2048 to 8192 bits with the public exponent 65537',
    );
  });
});

describe('two TPPs', () => {
  it('shows each developer only their own TPP’s certificates and developers', async () => {
    const first = browserAt();
    const { email: firstEmail } = await verifiedDeveloperAt(first);
    const firstCertificate = certificateFor();
    expect((await link(first, firstCertificate)).location).toBe('/portal/certificates?linked=1');
    const second = browserAt();
    const { email: secondEmail } = await verifiedDeveloperAt(second);
    const secondCertificate = certificateFor();
    expect((await link(second, secondCertificate)).location).toBe('/portal/certificates?linked=1');
    const firstPage = (await first.get('/portal/certificates')).html;
    const secondPage = (await second.get('/portal/certificates')).html;
    expect(firstPage).toContain(firstEmail);
    expect(firstPage).not.toContain(secondEmail);
    expect(firstPage).not.toContain(secondCertificate.serialNumberHex);
    expect(secondPage).toContain(secondCertificate.serialNumberHex);
    expect(secondPage).not.toContain(firstCertificate.serialNumberHex);
  });
});

describe('revocation and rotation (D27)', () => {
  const fingerprintOf = (certificate: IssuedCertificate) =>
    new X509Certificate(certificate.certificatePem).fingerprint256.replace(/:/g, '');
  const call = (certificate: IssuedCertificate) =>
    createTppClient({ baseUrl: inject('baseUrl'), certificate }).request('GET', '/v1/no-such-resource');
  const idOf = async (certificate: IssuedCertificate) =>
    (await db.tppCertificate.findUniqueOrThrow({ where: { fingerprint: fingerprintOf(certificate) } })).id;

  it('lets a member rotate to a new key, and a revoked certificate is refused by the API with 401 CERTIFICATE_REVOKED while the new one works', async () => {
    const organizationIdentifier = newOrganizationIdentifier();
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const old = certificateFor(organizationIdentifier);
    expect((await link(browser, old)).location).toBe('/portal/certificates?linked=1');
    // Rotation: a certificate with a new key for the same TPP, linked by its member, both valid side by side.
    const renewed = certificateFor(organizationIdentifier);
    expect((await link(browser, renewed)).location).toBe('/portal/certificates?linked=1');
    expect((await call(old)).status).toBe(404);
    expect((await call(renewed)).status).toBe(404);
    const oldId = await idOf(old);
    await browser.get('/portal/certificates');
    expect(
      (await browser.post('/portal/actions/revoke-certificate', { certificateId: oldId, confirm: 'yes' })).headers
        .location,
    ).toBe('/portal/certificates?note=revoked');
    const refused = await call(old);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      tppMessages: [{ code: 'CERTIFICATE_REVOKED', path: 'TPP-Signature-Certificate' }],
    });
    expect((await call(renewed)).status).toBe(404);
    expect((await browser.get('/portal/certificates')).html).toContain('Revoked on');
    // A revoked certificate links no account again.
    const other = browserAt();
    await verifiedDeveloperAt(other);
    expect((await link(other, old)).location).toMatch(refusedTo('/portal/certificates', 'revoked'));
  });

  it('revokes nothing without the ticked confirmation, across TPPs, with a forged CSRF token or an unknown id', async () => {
    const organizationIdentifier = newOrganizationIdentifier();
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const certificate = certificateFor(organizationIdentifier);
    await link(browser, certificate);
    const certificateId = await idOf(certificate);
    await browser.get('/portal/certificates');
    const revoke = (from: BrowserAtAddress, fields: Record<string, string>) =>
      from.post('/portal/actions/revoke-certificate', fields).then((answer) => answer.headers.location);
    expect(await revoke(browser, { certificateId })).toBe('/portal/certificates?error=confirm-revoke');
    expect(await revoke(browser, { certificateId, confirm: 'yes', csrfToken: 'forged' })).toBe(
      '/portal/certificates?error=forbidden',
    );
    expect(await revoke(browser, { certificateId: 'x'.repeat(500), confirm: 'yes' })).toBe(
      '/portal/certificates?error=revoke-unknown',
    );
    const stranger = browserAt();
    await verifiedDeveloperAt(stranger);
    await link(stranger, certificateFor());
    await stranger.get('/portal/certificates');
    expect(await revoke(stranger, { certificateId, confirm: 'yes' })).toBe('/portal/certificates?error=revoke-unknown');
    expect((await db.tppCertificate.findUniqueOrThrow({ where: { id: certificateId } })).revokedAt).toBeNull();
    expect((await call(certificate)).status).toBe(404);
  });
});
