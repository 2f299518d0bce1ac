'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';

export type ConfirmPanelProps = {
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  isBusy?: boolean;
  opener: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A confirmation the portal asks before it destroys something (WAI-ARIA alert dialog, shown in place). When it opens
 * the focus moves into it, to the least destructive choice (Cancel), so a keyboard or screen-reader user hears the
 * question; Escape cancels; when it closes the focus goes back to the button that opened it (`opener`).
 */
export function ConfirmPanel(props: ConfirmPanelProps) {
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const { opener } = props;
  useEffect(() => {
    cancel.current?.focus();
    // On close, whichever way: the opener is enabled again by then (React runs this after the DOM is updated).
    return () => opener.current?.focus();
  }, [opener]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    props.onCancel();
  }

  return (
    <div
      role="alertdialog"
      aria-labelledby={textId}
      onKeyDown={onKeyDown}
      className="rounded-md bg-red-50 p-4 ring-1 ring-red-300"
    >
      <p id={textId} className="text-sm">
        {props.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={props.onConfirm}
          disabled={props.isBusy}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white"
        >
          {props.confirmLabel}
        </button>
        <button
          type="button"
          ref={cancel}
          onClick={props.onCancel}
          className="rounded-md px-4 py-2 text-sm font-semibold ring-1 ring-slate-400"
        >
          {props.cancelLabel}
        </button>
      </div>
    </div>
  );
}
