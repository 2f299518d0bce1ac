'use client';

import forge from 'node-forge';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { LabelledField } from '@/components/portal/portal-form-parts';

export type GenerateTexts = {
  heading: string;
  intro: string;
  organisationIdentifier: string;
  organisationIdentifierHint: string;
  organisationName: string;
  roles: string;
  generate: string;
  generating: string;
  generated: string;
  downloadKey: string;
  downloadCertificate: string;
  errorTitle: string;
  errors: Record<string, string>;
};

const roles = ['PSP_AI', 'PSP_PI', 'PSP_IC', 'PSP_AS'] as const;
const identifierRefusals = ['other-key', 'identifier'];

// node-forge's stepwise key generation, which its type declarations leave out.
type SteppedKeyGeneration = {
  createKeyPairGenerationState(bits: number, e: number): { keys: forge.pki.rsa.KeyPair };
  stepKeyPairGenerationState(state: { keys: forge.pki.rsa.KeyPair }, milliseconds: number): boolean;
};

/** How long making the key and issuing the certificate may take before the page gives up and says so. */
const keyTimeoutMilliseconds = 120_000;
const issueTimeoutMilliseconds = 30_000;

/**
 * The key pair, made in this page: by WebCrypto where the origin is secure, else by node-forge in JavaScript, in short
 * steps between which the page stays responsive (never its web workers, whose script the portal does not serve).
 */
function generateKeyPair(): Promise<forge.pki.rsa.KeyPair> {
  if (globalThis.crypto?.subtle)
    return new Promise((resolve, reject) =>
      forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 }, (error, keys) =>
        error ? reject(error) : resolve(keys),
      ),
    );
  const rsa = forge.pki.rsa as unknown as SteppedKeyGeneration;
  const state = rsa.createKeyPairGenerationState(2048, 0x10001);
  return new Promise((resolve, reject) => {
    const step = () => {
      try {
        if (rsa.stepKeyPairGenerationState(state, 40)) resolve(state.keys);
        else setTimeout(step, 0);
      } catch (failure) {
        reject(failure as Error);
      }
    };
    step();
  });
}

/** `work`, or a rejection once `milliseconds` have passed without it settling. */
function withinTime<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), milliseconds);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** `disabledBy`: the id of the text saying why the form cannot be used yet (the button is then off). */
export type GenerateCertificateProps = { texts: GenerateTexts; csrfToken: string; disabledBy?: string };

function download(text: string) {
  return URL.createObjectURL(new Blob([text], { type: 'application/x-pem-file' }));
}

/**
 * D27: "Generate certificate": the key pair is made here, in the browser; only a CSR (the public key, signed with the
 * private key) goes to the server, whose sandbox CA issues the certificate. Both are then offered as downloads.
 */
export function GenerateCertificate({ texts, csrfToken, disabledBy }: GenerateCertificateProps) {
  const router = useRouter();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; keyUrl: string; certificateUrl: string }
    | { kind: 'error'; reason: string; message: string }
  >({ kind: 'idle' });
  // D27: a refusal about the organisationIdentifier is named by that field too; what was typed stays in the form.
  const isIdentifierRefused = state.kind === 'error' && identifierRefusals.includes(state.reason);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState({ kind: 'busy' });
    try {
      const keys = await withinTime(generateKeyPair(), keyTimeoutMilliseconds);
      const csr = forge.pki.createCertificationRequest();
      csr.publicKey = keys.publicKey;
      csr.setSubject([{ name: 'commonName', value: String(form.get('organisationName') ?? '').slice(0, 64) || 'TPP' }]);
      csr.sign(keys.privateKey, forge.md.sha256.create());
      const response = await fetch('/portal/actions/issue-certificate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        signal: AbortSignal.timeout(issueTimeoutMilliseconds),
        body: JSON.stringify({
          csr: forge.pki.certificationRequestToPem(csr),
          organisationIdentifier: String(form.get('organisationIdentifier') ?? '')
            .trim()
            .toUpperCase(),
          organisationName: String(form.get('organisationName') ?? '').trim(),
          roles: form.getAll('roles').map(String),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        certificatePem?: string;
        tppMessages?: { path?: string }[];
      };
      if (!response.ok || !body.certificatePem) {
        // D27: a refusal's path is the reason the page has words for.
        const reason = body.tppMessages?.[0]?.path ?? 'request';
        // D27: a certificate change needs a recent sign-in; "Confirm it's you" returns to this page.
        if (reason === 'reauthenticate') {
          window.location.assign('/portal/reauthenticate?callbackUrl=%2Fportal%2Fcertificates');
          return;
        }
        setState({ kind: 'error', reason, message: texts.errors[reason] ?? texts.errors.request ?? '' });
        return;
      }
      setState({
        kind: 'done',
        keyUrl: download(forge.pki.privateKeyToPem(keys.privateKey)),
        certificateUrl: download(body.certificatePem),
      });
      router.refresh();
    } catch {
      // A key that could not be made in time, or a request that failed or timed out: said, never a spinner for ever.
      setState({ kind: 'error', reason: 'failed', message: texts.errors.failed ?? texts.errors.request ?? '' });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <p className="mb-4 text-slate-700">{texts.intro}</p>
      {state.kind === 'error' && (
        <div
          id="generate-error"
          role="alert"
          className="mb-5 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{texts.errorTitle}</p>
          <p className="mt-1 text-sm">{state.message}</p>
        </div>
      )}
      <LabelledField
        id="organisationIdentifier"
        label={texts.organisationIdentifier}
        hint={
          <p id="organisationIdentifier-hint" className="text-sm text-slate-600">
            {texts.organisationIdentifierHint}
          </p>
        }
      >
        <input
          id="organisationIdentifier"
          name="organisationIdentifier"
          required
          pattern="PSD[A-Za-z]{2}-[A-Za-z]{2,8}-[A-Za-z0-9\-]{1,35}"
          aria-describedby={
            isIdentifierRefused ? 'organisationIdentifier-hint generate-error' : 'organisationIdentifier-hint'
          }
          aria-invalid={isIdentifierRefused || undefined}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono"
        />
      </LabelledField>
      <LabelledField id="organisationName" label={texts.organisationName}>
        <input
          id="organisationName"
          name="organisationName"
          required
          minLength={2}
          maxLength={64}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </LabelledField>
      <fieldset className="mb-4">
        <legend className="text-sm font-semibold">{texts.roles}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {roles.map((role) => (
            <label key={role} className="flex items-center gap-2 font-mono text-sm">
              <input
                type="checkbox"
                name="roles"
                value={role}
                defaultChecked={role === 'PSP_AI' || role === 'PSP_PI'}
              />
              {role}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={state.kind === 'busy' || disabledBy !== undefined}
        aria-describedby={disabledBy}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-bank-600 px-5 py-2 font-semibold text-white hover:bg-bank-700 disabled:opacity-70"
      >
        {texts.generate}
      </button>
      {state.kind === 'busy' && (
        <p role="status" className="mt-3 text-sm">
          {texts.generating}
        </p>
      )}
      {state.kind === 'done' && (
        <div role="status" className="mt-4 rounded-md border-l-4 border-bank-600 bg-bank-50 p-4 text-bank-900">
          <p>{texts.generated}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a className="font-semibold underline" href={state.keyUrl} download="tpp-key.pem">
              {texts.downloadKey}
            </a>
            <a className="font-semibold underline" href={state.certificateUrl} download="tpp-cert.pem">
              {texts.downloadCertificate}
            </a>
          </p>
        </div>
      )}
    </form>
  );
}
