import { randomInt } from 'node:crypto';
import {
  issueTestCertificate,
  type IssueCertificateOptions,
  type IssuedCertificate,
} from '@/lib/certificate-issuer/issue-certificate';
import type { Psd2Role } from '@/lib/certificate-issuer/psd2-roles';
import { createTppClient, type TppClient, type TppClientConfig } from './tpp-client';

export type SandboxTpp = { organizationIdentifier: string; certificate: IssuedCertificate; client: TppClient };

/** A fresh organizationIdentifier in the ETSI TS 119 495 form, so that every test has its own TPP and sandbox (D4). */
export function newOrganizationIdentifier(): string {
  return `PSDNO-FSA-${randomInt(10_000_000, 99_999_999)}`;
}

export type CreateSandboxTppInput = {
  baseUrl: string;
  roles?: Psd2Role[];
  name?: string;
  certificate?: Partial<IssueCertificateOptions>;
  client?: Partial<TppClientConfig>;
};

/** Issues a test QSealC for a new TPP and returns a client that signs like a real TPP. */
export function createSandboxTpp(input: CreateSandboxTppInput): SandboxTpp {
  const organizationIdentifier = input.certificate?.organizationIdentifier ?? newOrganizationIdentifier();
  const certificate = issueTestCertificate({
    organizationName: input.name ?? `Test TPP ${organizationIdentifier.slice(-8)} AS`,
    roles: input.roles ?? ['PSP_AI', 'PSP_PI', 'PSP_IC'],
    ...input.certificate,
    organizationIdentifier,
  });
  const client = createTppClient({ baseUrl: input.baseUrl, certificate, ...input.client });
  return { organizationIdentifier, certificate, client };
}
