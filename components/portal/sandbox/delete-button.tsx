'use client';

import { useState } from 'react';
import { sandboxCall } from './sandbox-api';

/** Delete with a second click to confirm; the API's refusal, if any, is shown beside it. */
export function DeleteButton({ path, label, confirmLabel, onDone }: { path: string; label: string; confirmLabel: string; onDone: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function remove() {
    try {
      await sandboxCall('DELETE', path);
      onDone();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setIsConfirming(false);
    }
  }
  return (
    <span className="ml-auto flex items-center gap-2">
      {problem && <span role="alert" className="text-xs text-red-800">{problem}</span>}
      <button type="button" onClick={isConfirming ? remove : () => setIsConfirming(true)} className="rounded px-2 py-1 text-xs font-semibold text-red-800 ring-1 ring-red-700">
        {isConfirming ? confirmLabel : label}
      </button>
    </span>
  );
}
