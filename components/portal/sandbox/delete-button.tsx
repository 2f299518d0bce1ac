'use client';

import { useRef, useState } from 'react';
import { ConfirmPanel } from '@/components/portal/confirm-panel';
import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import { sandboxCall } from './sandbox-api';

export type DeleteButtonProps = {
  path: string;
  /** The editor's wording: the button, the question and its two answers. */
  messages: Pick<SandboxMessages, 'delete' | 'deleteConfirm' | 'deleteConfirmButton' | 'cancel'>;
  onDone: () => void;
};

/** Delete, after a confirmation that takes the focus (ConfirmPanel); the API's refusal, if any, is shown beside it. */
export function DeleteButton(props: DeleteButtonProps) {
  const { path, messages, onDone } = props;
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  async function remove() {
    setIsBusy(true);
    try {
      await sandboxCall('DELETE', path);
      onDone();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  }
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
      {problem && (
        <span role="alert" className="text-xs text-red-800">
          {problem}
        </span>
      )}
      <button
        type="button"
        ref={opener}
        onClick={() => setIsConfirming(true)}
        disabled={isBusy}
        aria-expanded={isConfirming}
        className="rounded px-2 py-1 text-xs font-semibold text-red-800 ring-1 ring-red-700"
      >
        {messages.delete}
      </button>
      {isConfirming && (
        <ConfirmPanel
          text={messages.deleteConfirm}
          confirmLabel={messages.deleteConfirmButton}
          cancelLabel={messages.cancel}
          isBusy={isBusy}
          opener={opener}
          onConfirm={() => void remove()}
          onCancel={() => setIsConfirming(false)}
        />
      )}
    </div>
  );
}
