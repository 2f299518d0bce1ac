/** A command or script to copy: focusable, so that a keyboard can scroll it (axe scrollable-region-focusable). */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-4 text-sm leading-relaxed text-slate-100"
    >
      <code>{code}</code>
    </pre>
  );
}
