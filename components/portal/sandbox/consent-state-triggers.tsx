'use client';

import { useId, useState } from 'react';
import type { ConsentTriggerMessages } from '@/lib/portal/sandbox-editor/consent-trigger-messages';
import { LabelledField, PortalSection } from '@/components/portal/portal-form-parts';
import { sandboxCall } from './sandbox-api';

type Ending = 'expired' | 'revokedByPsu';

/**
 * "Every state on demand": ends a valid consent of the TPP now through PUT
 * /v1/sandbox/consents/{consentId}/status, as "Expire this consent now" or "Revoke as the customer".
 */
export function ConsentStateTriggers({ messages }: { messages: ConsentTriggerMessages }) {
  const headingId = useId();
  const fieldId = useId();
  const [consentId, setConsentId] = useState('');
  const [notice, setNotice] = useState<{ text: string; isProblem: boolean } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function end(consentStatus: Ending) {
    const id = consentId.trim();
    if (id === '') {
      setNotice({ text: messages.missing, isProblem: true });
      return;
    }
    setIsBusy(true);
    setNotice(null);
    try {
      await sandboxCall('PUT', `consents/${encodeURIComponent(id)}/status`, { consentStatus });
      setNotice({ text: messages[consentStatus].replace('{consent}', id), isProblem: false });
    } catch (error) {
      setNotice({ text: (error as Error).message, isProblem: true });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <PortalSection id={headingId} title={messages.title}>
      <p className="text-sm text-slate-700">{messages.intro}</p>
      <a className="mb-3 inline-block text-sm font-semibold text-bank-700 underline" href="/api-reference">
        {messages.reference}
      </a>
      <LabelledField id={fieldId} label={messages.consentId} className="">
        <input
          id={fieldId}
          value={consentId}
          onChange={(event) => setConsentId(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="mt-1 block w-full max-w-md rounded-md border border-slate-400 px-3 py-2 font-mono text-base"
        />
      </LabelledField>
      <div className="mt-3 flex flex-wrap gap-2">
        {(['expired', 'revokedByPsu'] as const).map((consentStatus) => (
          <button
            key={consentStatus}
            type="button"
            disabled={isBusy}
            onClick={() => void end(consentStatus)}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-bank-700 ring-1 ring-bank-700"
          >
            {consentStatus === 'expired' ? messages.expire : messages.revoke}
          </button>
        ))}
      </div>
      {notice && (
        <p
          role={notice.isProblem ? 'alert' : 'status'}
          className={`mt-2 text-sm ${notice.isProblem ? 'text-red-800' : ''}`}
        >
          {notice.text}
        </p>
      )}
    </PortalSection>
  );
}
