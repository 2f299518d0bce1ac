import type { Metadata } from 'next';
import Link from 'next/link';
import { ScalarReference } from '@/components/api-reference/scalar-reference';
import { SiteHeader } from '@/components/site-header';
import { apiReferenceWordsFor } from '@/lib/api-reference/api-reference-words';
import { siteLanguage } from '@/lib/web/site-language';

export async function generateMetadata(): Promise<Metadata> {
  const words = apiReferenceWordsFor(await siteLanguage());
  return { title: words.title, description: words.description };
}

// Rendered per request: proxy.ts gives the page a fresh CSP nonce, which Next.js puts on its scripts.
export const dynamic = 'force-dynamic';

// D26: the complete OpenAPI document (/openapi.json) rendered by Scalar from this origin only; the page's own words
// follow the site's language (D30), the document is in English and marked so.
export default async function ApiReferencePage() {
  const words = apiReferenceWordsFor(await siteLanguage());
  return (
    <>
      <SiteHeader />
      <main>
        <section aria-labelledby="api-reference" className="border-b border-slate-200 bg-bank-50">
          <div className="mx-auto max-w-5xl px-4 py-6">
            <h1 id="api-reference" className="text-2xl font-bold tracking-tight">
              {words.title}
            </h1>
            <p className="mt-2 max-w-3xl text-sm text-slate-700">{words.intro}</p>
            <p className="mt-2 max-w-3xl text-sm text-slate-700">{words.documentLanguage}</p>
            <ul className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              <li>
                <Link
                  className="inline-block rounded-md bg-bank-600 px-4 py-2 text-white hover:bg-bank-700"
                  href="/getting-started"
                >
                  {words.gettingStarted}
                </Link>
              </li>
              <li>
                <a
                  className="inline-block rounded-md border border-bank-600 px-4 py-2 text-bank-700 hover:bg-white"
                  href="/openapi.json"
                  download="nordbank-xs2a.openapi.json"
                >
                  {words.openApi}
                </a>
              </li>
              <li>
                <a
                  className="inline-block rounded-md border border-bank-600 px-4 py-2 text-bank-700 hover:bg-white"
                  href="/api-reference/postman-collection.json"
                  download="nordbank-xs2a.postman_collection.json"
                >
                  {words.postman}
                </a>
              </li>
            </ul>
          </div>
        </section>
        <div lang="en">
          <ScalarReference bundleUrl="/api-reference/scalar.js" />
        </div>
      </main>
    </>
  );
}
