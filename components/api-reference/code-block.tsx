import { CopyButton } from '@/components/api-reference/copy-button';

export type CodeBlockProps = { label: string; code: string; copy: { label: string; copiedLabel: string } };

/**
 * A command or script to copy, with its copy button: focusable, so that a keyboard can scroll it (axe
 * scrollable-region-focusable).
 */
export function CodeBlock({ label, code, copy }: CodeBlockProps) {
  return (
    <div className="mt-3">
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto rounded-md bg-slate-900 p-4 text-sm leading-relaxed text-slate-100"
      >
        <code>{code}</code>
      </pre>
      <div className="mt-2">
        <CopyButton text={code} label={copy.label} copiedLabel={copy.copiedLabel} name={label} />
      </div>
    </div>
  );
}
