import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { CodeBlock } from '@/components/api-reference/code-block';
import { CodeText } from '@/components/code-text';
import { SiteHeader } from '@/components/site-header';
import { TitledSection } from '@/components/titled-section';
import {
  curlCommands,
  curlRecipe,
  kitSteps,
  nodeSample,
  paymentCurlCommands,
  pythonSample,
  signingKitFileName,
  signingKitPath,
} from '@/lib/api-reference/getting-started-steps';
import { gettingStartedWordsFor } from '@/lib/api-reference/getting-started-words';
import { paymentFeeRows } from '@/lib/api-reference/payment-fee-rows';
import { requestOrigin } from '@/lib/web/request-origin';
import { siteLanguage } from '@/lib/web/site-language';

export async function generateMetadata(): Promise<Metadata> {
  const words = gettingStartedWordsFor(await siteLanguage());
  return { title: words.title, description: words.description };
}

const linkClass = 'font-medium text-bank-700 underline hover:text-bank-900';

type SampleSectionProps = { id: string; heading: string; text: string; children: ReactNode };

/** A section of samples: its heading, its words (with `code`), then its code blocks and notes. */
function SampleSection({ id, heading, text, children }: SampleSectionProps) {
  return (
    <TitledSection id={id} heading={heading} className="mt-12">
      <p className="mt-2 text-slate-700">
        <CodeText text={text} />
      </p>
      {children}
    </TitledSection>
  );
}

// The commands and samples come from lib/api-reference/getting-started-steps.ts, for the address this page is read on;
// tests/integration/portal/getting-started.test.ts runs them.
export default async function GettingStartedPage() {
  const language = await siteLanguage();
  const words = gettingStartedWordsFor(language);
  const base = requestOrigin(await headers());
  const copy = { label: words.copy, copiedLabel: words.copied };
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
        <p className="mt-3 text-slate-700">{words.intro}</p>
        <p className="mt-3 text-slate-700">
          {words.baseLabel}:{' '}
          <code className="font-mono wrap-break-word" data-testid="api-base">
            {base}/v1
          </code>
        </p>

        <TitledSection id="before" heading={words.beforeHeading} className="mt-10">
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{words.beforeKit}</li>
            <li>
              {words.beforePortal.start}{' '}
              <a className={linkClass} href="/portal/sign-up">
                {words.beforePortal.signUp}
              </a>
              {words.beforePortal.middle}{' '}
              <a className={linkClass} href="/portal/certificates">
                {words.beforePortal.certificates}
              </a>{' '}
              {words.beforePortal.and}{' '}
              <a className={linkClass} href="/portal/signature-debugger">
                {words.beforePortal.debugger}
              </a>
              .
            </li>
          </ul>
        </TitledSection>

        <TitledSection id="kit" heading={words.kitHeading} className="mt-10">
          <p className="mt-3">
            <a className={linkClass} href={signingKitPath} download={signingKitFileName}>
              {words.kitDownload}
            </a>{' '}
            (<code className="font-mono">{signingKitFileName}</code>)
          </p>
          <ol className="mt-4 space-y-8">
            {kitSteps(base).map((step, index) => {
              const stepWords = words.steps[step.id];
              return (
                <li key={step.id} id={step.id}>
                  <h3 className="font-semibold">
                    {index + 1}. {stepWords.title}
                  </h3>
                  <p className="mt-1 text-slate-700">
                    <CodeText text={stepWords.text} />
                  </p>
                  {step.commands.length > 0 ? (
                    <CodeBlock label={stepWords.title} code={step.commands.join('\n')} copy={copy} />
                  ) : null}
                  {'result' in stepWords && stepWords.result ? (
                    <p className="mt-2 text-sm text-slate-600">{stepWords.result}</p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </TitledSection>

        <SampleSection id="node" heading={words.nodeHeading} text={words.nodeText}>
          <CodeBlock label={words.nodeLabel} code={nodeSample(base)} copy={copy} />
        </SampleSection>
        <SampleSection id="python" heading={words.pythonHeading} text={words.pythonText}>
          <CodeBlock label={words.pythonLabel} code={pythonSample(base)} copy={copy} />
        </SampleSection>
        <SampleSection id="curl" heading={words.curlHeading} text={words.curlText}>
          <CodeBlock label={words.curlLabel} code={curlRecipe(base)} copy={copy} />
          <p className="mt-4 text-slate-700">{words.curlCallsText}</p>
          <CodeBlock label={words.curlCallsLabel} code={curlCommands.join('\n')} copy={copy} />
        </SampleSection>
        <SampleSection id="payment" heading={words.paymentHeading} text={words.paymentText}>
          <CodeBlock label={words.paymentLabel} code={paymentCurlCommands.join('\n')} copy={copy} />
          <p className="mt-2 text-sm text-slate-600">{words.paymentAfter}</p>
          <table className="mt-4 w-full text-left text-sm text-slate-700">
            <caption className="text-left font-semibold">{words.feeCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {words.feeProduct}
                </th>
                <th scope="col" className="py-1">
                  {words.feeFee}
                </th>
              </tr>
            </thead>
            <tbody>
              {paymentFeeRows(language).map((row) => (
                <tr key={row.product} className="border-t border-slate-200">
                  <td className="break-all py-1 pr-4 font-mono">{row.product}</td>
                  <td className="py-1">{row.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </SampleSection>

        <TitledSection id="psu" heading={words.psuHeading} className="mt-12">
          <p className="mt-2 text-slate-700">{words.psuText}</p>
        </TitledSection>

        <TitledSection id="next" heading={words.nextHeading} className="mt-12 rounded-lg bg-bank-50 p-6">
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              <Link className={linkClass} href="/api-reference">
                {words.nextReference}
              </Link>
              {words.nextReferenceText}
            </li>
            <li>
              <a
                className={linkClass}
                href="/api-reference/postman-collection.json"
                download="nordbank-xs2a.postman_collection.json"
              >
                {words.nextPostman}
              </a>
              {words.nextPostmanText}
            </li>
            <li>
              <a className={linkClass} href="/openapi.json">
                {words.nextOpenApi}
              </a>{' '}
              {words.nextOpenApiText}
            </li>
          </ul>
        </TitledSection>
      </main>
    </>
  );
}
