import Link from 'next/link';
import { PsuFooter } from '@/components/psu/psu-footer';
import { SiteHeader } from '@/components/site-header';
import { TitledSection } from '@/components/titled-section';
import { signingKitFileName } from '@/lib/api-reference/getting-started-steps';
import { env } from '@/lib/env';
import { browserLanguage } from '@/lib/psu/browser-language';

export const dynamic = 'force-dynamic';

/** The home page, in the PSU pages' language (D30): TPPs find the API, customers find "My consents". */
export default async function HomePage() {
  const { language, messages } = await browserLanguage();
  const words = messages.home;
  const developerLinks = [
    { href: '/portal/sign-up', label: words.portal },
    { href: '/getting-started', label: words.gettingStarted },
    { href: '/api-reference', label: words.apiReference },
  ];
  return (
    <div lang={language}>
      <SiteHeader />
      <main className="mx-auto max-w-5xl px-4 py-12">
        <section aria-labelledby="intro" className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-bank-600">
            {words.eyebrow(words.environments[env.XS2A_ENV])}
          </p>
          <h1 id="intro" className="mt-2 text-3xl font-bold tracking-tight wrap-break-word hyphens-auto sm:text-4xl">
            {words.heading}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/api-reference"
              className="rounded-md bg-bank-600 px-5 py-3 font-semibold text-white hover:bg-bank-700"
            >
              {words.apiReference}
            </Link>
            <a
              href="/openapi.json"
              className="rounded-md border border-bank-600 px-5 py-3 font-semibold text-bank-700 hover:bg-bank-50"
            >
              {words.openApi}
            </a>
            <Link
              href="/my-consents"
              className="rounded-md border border-bank-600 px-5 py-3 font-semibold text-bank-700 hover:bg-bank-50"
            >
              {words.myConsents}
            </Link>
          </div>
        </section>
        <TitledSection id="services" heading={words.servicesHeading} className="mt-14">
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {words.services.map((service) => (
              <li key={service.title} className="rounded-lg border border-slate-200 p-5">
                <h3 className="font-semibold">{service.title}</h3>
                <p className="mt-1 text-xs font-medium text-bank-700">{service.role}</p>
                <p className="mt-2 text-sm text-slate-700">{service.text}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="developers" heading={words.developersHeading} className="mt-14">
          <p className="mt-2 max-w-3xl text-sm text-slate-700">{words.developersText}</p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
            {developerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block rounded-md border border-bank-600 px-4 py-2 text-bank-700 hover:bg-bank-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="start" heading={words.baseHeading} className="mt-14 rounded-lg bg-slate-50 p-6">
          <p className="mt-2 text-sm text-slate-700">
            {words.base.before} <code className="font-mono">/v1</code>
            {words.base.middle} <code className="font-mono">scaRedirect</code>
            {words.base.after}
            <code className="font-mono">{signingKitFileName}</code>
            {words.base.end}
          </p>
        </TitledSection>
      </main>
      <div className="border-t border-slate-200 pt-6">
        <p className="mb-3 text-center text-sm text-slate-600">
          {words.footer} ·{' '}
          <Link href="/status" className="underline">
            {words.health}
          </Link>
        </p>
        <PsuFooter messages={messages} />
      </div>
    </div>
  );
}
