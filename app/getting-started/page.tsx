import type { Metadata } from 'next';
import Link from 'next/link';
import { CodeBlock } from '@/components/api-reference/code-block';
import { SiteHeader } from '@/components/site-header';
import { TitledSection } from '@/components/titled-section';
import {
  cliSteps,
  curlCommands,
  curlRecipe,
  examplePsu,
  paymentCurlCommands,
} from '@/lib/api-reference/getting-started-steps';
import { paymentFeeRows } from '@/lib/api-reference/payment-fee-rows';

export const metadata: Metadata = {
  title: 'Getting started',
  description: 'From nothing to a first signed, consented call to the Nordbank PSD2 sandbox.',
};

const linkClass = 'font-medium text-bank-700 underline hover:text-bank-900';

// The commands come from lib/api-reference/getting-started-steps.ts, which tests/integration/portal/getting-started.test.ts runs.
export default function GettingStartedPage() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Getting started</h1>
        <p className="mt-3 text-slate-700">
          From nothing to a first signed, consented call in the sandbox. Every request carries an HTTP signature made
          with the key of an eIDAS seal certificate (QSealC), and account information needs the customer&apos;s consent,
          given at the bank.
        </p>

        <TitledSection id="before" heading="Before you start" className="mt-10">
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              The TPP kit is the <code className="font-mono">npm run tpp</code> script of this service&apos;s repository
              (Node.js 20 from 20.19, 22 from 22.12, or 24 and later): it issues sandbox certificates and signs
              requests. Run it from a checkout after <code className="font-mono">npm install</code>;
              <code className="font-mono"> npm start</code> runs the sandbox at http://localhost:3000. Against another
              address add
              <code className="font-mono"> --base https://…</code> to each call.
            </li>
            <li>
              In the developer portal you can{' '}
              <a className={linkClass} href="/portal/sign-up">
                sign up
              </a>
              , register your
              <a className={linkClass} href="/portal/certificates">
                {' '}
                certificates
              </a>{' '}
              and see why a signature is refused in the
              <a className={linkClass} href="/portal/signature-debugger">
                {' '}
                signature debugger
              </a>
              .
            </li>
          </ul>
        </TitledSection>

        <TitledSection id="cli" heading="With the TPP kit" className="mt-10">
          <ol className="mt-4 space-y-8">
            {cliSteps.map((step, index) => (
              <li key={step.id} id={step.id}>
                <h3 className="font-semibold">
                  {index + 1}. {step.title}
                </h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
                {step.commands.length > 0 ? <CodeBlock label={step.title} code={step.commands.join('\n')} /> : null}
                {step.result ? <p className="mt-2 text-sm text-slate-600">{step.result}</p> : null}
              </li>
            ))}
          </ol>
        </TitledSection>

        <TitledSection id="curl" heading="With curl and openssl" className="mt-12">
          <p className="mt-2 text-slate-700">
            The same requests without the kit, for any language: the signing string is one{' '}
            <code className="font-mono">name: value</code> line per signed header, joined by newlines; its RSA-SHA256
            signature goes in the Signature header with the certificate&apos;s serial and issuer as keyId. Digest is the
            SHA-256 of the exact body bytes. The Date may be at most 60 seconds off, and every X-Request-ID is new.
            Paste this function into bash (it uses the certificate from step 1):
          </p>
          <CodeBlock label="signed_curl, a bash function that signs with openssl" code={curlRecipe} />
          <p className="mt-4 text-slate-700">Then call, with the psu-id from the sign-in of step 4:</p>
          <CodeBlock label="Calls with signed_curl" code={curlCommands.join('\n')} />
        </TitledSection>

        <TitledSection id="payment" heading="A payment" className="mt-12">
          <p className="mt-2 text-slate-700">
            A payment&apos;s answer carries its fee and, in <code className="font-mono">_links</code>,{' '}
            <code className="font-mono">self</code>, <code className="font-mono">status</code> and{' '}
            <code className="font-mono">startAuthorisation</code>, with the customer&apos;s{' '}
            <code className="font-mono">scaRedirect</code> unless you send{' '}
            <code className="font-mono">TPP-Explicit-Authorisation-Preferred: true</code>. A POST with no body to
            startAuthorisation answers the scaRedirect to send the customer to; while the first link is unopened it
            takes that SCA over, so following either link completes the payment with one SCA. With the function above:
          </p>
          <CodeBlock label="A payment, its SCA started explicitly" code={paymentCurlCommands.join('\n')} />
          <p className="mt-2 text-sm text-slate-600">
            Put the relative links of the first answer in place of &lt;startAuthorisation&gt; and &lt;status&gt;. Open
            the scaRedirect of the second answer, sign in as {examplePsu} and approve: the status then reads PDNG until
            the payment is executed.
          </p>
          <table className="mt-4 w-full text-left text-sm text-slate-700">
            <caption className="text-left font-semibold">The fee of a payment, by product</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Product
                </th>
                <th scope="col" className="py-1">
                  Fee
                </th>
              </tr>
            </thead>
            <tbody>
              {paymentFeeRows().map((row) => (
                <tr key={row.product} className="border-t border-slate-200">
                  <td className="break-all py-1 pr-4 font-mono">{row.product}</td>
                  <td className="py-1">{row.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TitledSection>

        <TitledSection id="psu" heading="The sandbox customers" className="mt-12">
          <p className="mt-2 text-slate-700">
            The sandbox&apos;s sign-in asks only for a national identity number. After initialisation, {examplePsu} and
            12085592767 are private customers with two accounts and a card account each; 18129215603 and 20079518612 are
            companies, each with an agreement through which a private customer sees their accounts in the corporate
            context. Refused sign-ins are limited per number and address, so type carefully.
          </p>
        </TitledSection>

        <TitledSection id="next" heading="Next" className="mt-12 rounded-lg bg-bank-50 p-6">
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              <Link className={linkClass} href="/api-reference">
                API reference
              </Link>
              : every operation, its headers, errors and examples.
            </li>
            <li>
              <a
                className={linkClass}
                href="/api-reference/postman-collection.json"
                download="nordbank-xs2a.postman_collection.json"
              >
                Postman collection
              </a>
              : every operation with example bodies; Postman cannot sign with your key, its pre-request script explains
              what to do.
            </li>
            <li>
              <a className={linkClass} href="/openapi.json">
                OpenAPI document
              </a>{' '}
              to generate a client.
            </li>
          </ul>
        </TitledSection>
      </main>
    </>
  );
}
