import { FactList } from '@/components/portal/fact-list';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';

/** A step as the API's diagnosis stores it (request log) or the debugger reports it. */
export type ShownStep = {
  step: string;
  outcome: 'passed' | 'failed' | 'skipped' | 'warning';
  detail: string;
  lines?: string[];
  expected?: string;
  given?: string;
};

const outcomeStyles: Record<ShownStep['outcome'], string> = {
  passed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-slate-100 text-slate-700',
  warning: 'bg-amber-100 text-amber-900',
};

/** The signature checks in the order the API ran them: the one component of the debugger and the request log (D28). */
export function DiagnosisSteps({ steps, messages }: { steps: ShownStep[]; messages: SignatureMessages }) {
  const names = messages.stepNames as Record<string, string>;
  return (
    <ol className="space-y-2">
      {steps.map((step, index) => (
        <li
          key={`${step.step}-${index}`}
          className="rounded-md bg-white p-3 ring-1 ring-slate-200"
          data-step={step.step}
          data-outcome={step.outcome}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs tabular-nums text-slate-600">{index + 1}.</span>
            <span className="font-medium">{names[step.step] ?? step.step}</span>
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${outcomeStyles[step.outcome]}`}>
              {messages.outcomes[step.outcome]}
            </span>
          </div>
          <p className="mt-1 break-words text-sm text-slate-800">{step.detail}</p>
          {step.lines && step.lines.length > 0 && <SigningLines lines={step.lines} />}
          {(step.expected !== undefined || step.given !== undefined) && (
            <FactList
              className="mt-2 sm:grid-cols-[8rem_1fr]"
              facts={[
                { term: messages.expected, value: step.expected, valueClassName: 'break-all font-mono' },
                { term: messages.given, value: step.given, valueClassName: 'break-all font-mono' },
              ]}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

/** Lines of a signing string, with each \n between them shown as ↵ so that the exact bytes can be read. */
export function SigningLines({ lines }: { lines: string[] }) {
  return (
    <pre
      className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-900 p-3 font-mono text-xs text-slate-50"
      data-testid="signing-string"
    >
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 && (
            <>
              <span className="text-amber-300">↵\n</span>
              {'\n'}
            </>
          )}
        </span>
      ))}
    </pre>
  );
}
