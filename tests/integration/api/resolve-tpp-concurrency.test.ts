import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { parseCertificate } from '@/lib/signing/certificate';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { generateRsaKeyPair } from '@/lib/certificate-issuer/generate-rsa-key-pair';
import { registerTpp, resolveTpp, type TppIdentity } from '@/lib/tpp/resolve-tpp';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// A TPP's first calls often come in parallel (an aggregator starting its polling), and every instance refreshes the
// TPPs it caches while calls are in flight. Each call must get the TPP, never a 409 for a race among themselves over
// its registration. 20 new TPPs each time: the race is lost only now and then.

afterAll(async () => {
  await db.$disconnect();
});

// Two keys for all the certificates: what races is the registration of a new organizationIdentifier and certificate,
// and the key pin (D4) only needs the two keys to differ. A new RSA key takes up to a second on a busy machine.
const keys = [generateRsaKeyPair().privateKeyPem, generateRsaKeyPair().privateKeyPem] as const;

function newTppCertificate(organizationIdentifier?: string, privateKeyPem: string = keys[0]) {
  const tpp = createSandboxTpp({
    baseUrl: 'http://localhost:1',
    certificate: { privateKeyPem, ...(organizationIdentifier && { organizationIdentifier }) },
  });
  const parsed = parseCertificate(tpp.certificate.certificateBase64);
  if (!parsed.ok) throw new Error(parsed.reason);
  return { ...parsed.certificate, organizationIdentifier: tpp.organizationIdentifier };
}

/** 20 times over, 50 parallel `register` calls of a new TPP all succeed with one registration and the same identity. */
async function expectOneRegistrationEachRound(
  register: (certificate: ReturnType<typeof newTppCertificate>) => Promise<TppIdentity>,
): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const certificate = newTppCertificate();
    const { organizationIdentifier } = certificate;
    const settled = await Promise.allSettled(Array.from({ length: 50 }, () => register(certificate)));
    const refused = settled.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => String(result.reason).slice(0, 300))).toEqual([]);
    const ids = new Set(settled.map((result) => (result.status === 'fulfilled' ? result.value.id : '')));
    expect(ids.size).toBe(1);
    expect(await db.tpp.count({ where: { organizationIdentifier } })).toBe(1);
    expect(await db.tppCertificate.count({ where: { organizationIdentifier } })).toBe(1);
  }
}

describe('TPP registration under concurrency', () => {
  it('gives 50 parallel first calls of a new TPP one registration and the same identity, 20 times over', async () => {
    await expectOneRegistrationEachRound(resolveTpp);
  });

  it('lets instances that register the same new TPP at once all succeed, 20 times over', async () => {
    // registerTpp is what each instance runs on a cache miss; 50 of them at once stand for as many instances.
    await expectOneRegistrationEachRound(registerTpp);
  });

  it('pins one key when the first calls of a new organizationIdentifier come with two different keys at once, 10 times over', async () => {
    // D4: the sandbox pins the first key seen; a race between two keys must not pin both.
    for (let round = 0; round < 10; round++) {
      const first = newTppCertificate();
      const second = newTppCertificate(first.organizationIdentifier, keys[1]);
      const settled = await Promise.allSettled([registerTpp(first), registerTpp(second)]);
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = settled.find((result) => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(Xs2aError);
      expect((refused?.reason as Xs2aError).code).toBe('CERTIFICATE_INVALID');
      expect(await db.tppCertificate.count({ where: { organizationIdentifier: first.organizationIdentifier } })).toBe(
        1,
      );
    }
  });
});
