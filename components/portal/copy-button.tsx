'use client';

import { useState } from 'react';

export type CopyButtonProps = { text: string; label: string; copiedLabel: string; failedLabel: string };

/** Copies `text` to the clipboard; the outcome is announced in a polite live region beside the button. */
export function CopyButton({ text, label, copiedLabel, failedLabel }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="rounded px-2 py-1 text-xs font-semibold text-bank-700 ring-1 ring-bank-600"
      >
        {label}
      </button>
      <span role="status" className="text-xs text-slate-700">
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
