'use client';

import { useState } from 'react';

export type CopyButtonProps = { text: string; label: string; copiedLabel: string; name: string };

/** Puts `text` on the clipboard (also on plain-HTTP origins, where the Clipboard API is missing) and says so politely. */
export function CopyButton({ text, label, copiedLabel, name }: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const area = document.createElement('textarea');
      area.value = text;
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setIsCopied(true);
    setTimeout(() => setIsCopied(false), 3000);
  }
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={copy}
        aria-label={`${label}: ${name}`}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {label}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {isCopied ? copiedLabel : ''}
      </span>
    </div>
  );
}
