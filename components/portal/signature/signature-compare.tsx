'use client';

import { useId, useState } from 'react';
import type { SignatureDebugReport } from '@/lib/portal/signature-debugger/debug-signature';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';

type Parts = NonNullable<SignatureDebugReport['signatureParts']>;

export type SignatureCompareProps = {
  signingString: string;
  parts: Parts;
  sentSignature: string | null;
  messages: SignatureMessages;
};

/**
 * Signs the server's signing string with a pasted private key, in the browser only (node-forge): the key never leaves
 * the page, so the developer can see whether their key and the string give the Signature they sent.
 */
export function SignatureCompare({ signingString, parts, sentSignature, messages }: SignatureCompareProps) {
  const [pem, setPem] = useState('');
  const [expected, setExpected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  async function signHere() {
    setError(null);
    setExpected(null);
    try {
      const { default: forge } = await import('node-forge');
      const key = forge.pki.privateKeyFromPem(pem);
      const digest =
        parts.algorithm.toLowerCase() === 'rsa-sha512' ? forge.md.sha512.create() : forge.md.sha256.create();
      // The signing string holds one character per octet (header values as received), as the server verifies it.
      digest.update(signingString, 'raw');
      const signature = forge.util.encode64(key.sign(digest));
      const keyId = parts.keyId.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
      setExpected(
        `keyId="${keyId}",algorithm="${parts.algorithm}",headers="${parts.headers.join(' ')}",signature="${signature}"`,
      );
    } catch {
      setError(messages.keyUnreadable);
    }
  }

  const expectedValue = expected?.match(/signature="([^"]*)"/)?.[1];
  return (
    <section aria-labelledby={`${fieldId}-heading`} className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id={`${fieldId}-heading`} className="text-lg font-semibold">
        {messages.compare}
      </h2>
      <p className="text-sm text-slate-700">{messages.compareIntro}</p>
      <label htmlFor={fieldId} className="block font-medium">
        {messages.privateKey}
      </label>
      <textarea
        id={fieldId}
        value={pem}
        onChange={(event) => setPem(event.target.value)}
        rows={6}
        spellCheck={false}
        autoComplete="off"
        className="w-full rounded-md border border-slate-400 p-2 font-mono text-xs"
      />
      <button
        type="button"
        onClick={signHere}
        disabled={pem.trim() === ''}
        className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
      >
        {messages.signHere}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {expected && (
        <dl className="grid gap-1 text-sm">
          <dt className="font-medium">{messages.expectedSignature}</dt>
          <dd className="break-all font-mono text-xs" data-testid="expected-signature">
            {expected}
          </dd>
          <dt className="font-medium">{messages.sentSignature}</dt>
          <dd className="break-all font-mono text-xs">{sentSignature ?? messages.digestNone}</dd>
          <dd
            role="status"
            className={`font-medium ${parts.signature === expectedValue ? 'text-emerald-800' : 'text-red-800'}`}
          >
            {parts.signature === expectedValue ? messages.signaturesMatch : messages.signaturesDiffer}
          </dd>
        </dl>
      )}
    </section>
  );
}
