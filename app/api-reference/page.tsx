import type { Metadata } from 'next';
import Link from 'next/link';
import { ScalarReference } from '@/components/api-reference/scalar-reference';
import { SiteHeader } from '@/components/site-header';

export const metadata: Metadata = {
  title: 'API reference',
  description:
    'Every operation of the Nordbank PSD2 XS2A API: consents, account information, payments, signing baskets and the sandbox.',
};

// Rendered per request: proxy.ts gives the page a fresh CSP nonce, which Next.js puts on its scripts.
export const dynamic = 'force-dynamic';

// D26: the complete OpenAPI document (/openapi.json) rendered by Scalar from this origin only.
export default function ApiReferencePage() {
  return (
    <>
      <SiteHeader />
      <main>
        <section aria-labelledby="api-reference" className="border-b border-slate-200 bg-bank-50">
          <div className="mx-auto max-w-5xl px-4 py-6">
            <h1 id="api-reference" className="text-2xl font-bold tracking-tight">
              API reference
            </h1>
            <p className="mt-2 max-w-3xl text-sm text-slate-700">
              Every operation of the XS2A interface, with its schemas, errors and examples. Every request is signed with
              your eIDAS certificate, so the reference has no &quot;try it&quot; button: sign with the TPP kit as the
              getting-started guide shows.
            </p>
            <ul className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              <li>
                <Link
                  className="inline-block rounded-md bg-bank-600 px-4 py-2 text-white hover:bg-bank-700"
                  href="/getting-started"
                >
                  Getting started
                </Link>
              </li>
              <li>
                <a
                  className="inline-block rounded-md border border-bank-600 px-4 py-2 text-bank-700 hover:bg-white"
                  href="/openapi.json"
                  download="nordbank-xs2a.openapi.json"
                >
                  OpenAPI document (JSON)
                </a>
              </li>
              <li>
                <a
                  className="inline-block rounded-md border border-bank-600 px-4 py-2 text-bank-700 hover:bg-white"
                  href="/api-reference/postman-collection.json"
                  download="nordbank-xs2a.postman_collection.json"
                >
                  Postman collection
                </a>
              </li>
            </ul>
          </div>
        </section>
        <ScalarReference bundleUrl="/api-reference/scalar.js" />
      </main>
    </>
  );
}
