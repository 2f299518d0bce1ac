import Link from 'next/link';
import { SiteHeader } from '@/components/site-header';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

const services = [
  { title: 'Account information', role: 'AISP · PSP_AI', text: 'Accounts, balances, transactions and card accounts the customer has consented to, with bank-offered consent.' },
  {
    title: 'Payment initiation',
    role: 'PISP · PSP_PI',
    text: 'Single, periodic and bulk credit transfers, SEPA, cross-border and Norwegian domestic, instant included, and signing baskets; the customer approves the amount and payee at the bank.',
  },
  { title: 'Customer consent', role: 'Strong customer authentication', text: 'The customer signs in at the bank, chooses private or company context and picks the accounts; "My consents" lets them revoke it.' },
  { title: 'Sandbox', role: 'Every TPP', text: 'Your own world of fake customers, accounts and transactions, reset with one call and editable through the mock-data API.' },
];

export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-5xl px-4 py-12">
        <section aria-labelledby="intro" className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-bank-600">PSD2 access interface · {env.XS2A_ENV}</p>
          <h1 id="intro" className="mt-2 text-4xl font-bold tracking-tight">Open banking for licensed third-party providers</h1>
          <p className="mt-4 text-lg text-slate-700">
            Nordbank exposes its customers&apos; payment accounts to registered account information and payment initiation providers under
            PSD2, through the Berlin Group NextGenPSD2 1.3 interface. Every request is signed with an eIDAS certificate; customers approve
            access and payments with strong customer authentication at the bank.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="/openapi.json" className="rounded-md bg-bank-600 px-5 py-3 font-semibold text-white hover:bg-bank-700">Download the OpenAPI document</a>
            <Link href="/my-consents" className="rounded-md border border-bank-600 px-5 py-3 font-semibold text-bank-700 hover:bg-bank-50">Customers: see your consents</Link>
          </div>
        </section>
        <section aria-labelledby="services" className="mt-14">
          <h2 id="services" className="text-xl font-semibold">What you can build</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.title} className="rounded-lg border border-slate-200 p-5">
                <h3 className="font-semibold">{service.title}</h3>
                <p className="mt-1 text-xs font-medium text-bank-600">{service.role}</p>
                <p className="mt-2 text-sm text-slate-700">{service.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="start" className="mt-14 rounded-lg bg-slate-50 p-6">
          <h2 id="start" className="text-xl font-semibold">Base address</h2>
          <p className="mt-2 text-sm text-slate-700">
            The API lives under <code className="font-mono">/v1</code>. Links in responses are relative to the API base, except
            <code className="font-mono"> scaRedirect</code>, which points at the bank&apos;s authorisation pages. The OpenAPI document
            describes the sandbox&apos;s mock-data operations and payment initiation; the repository&apos;s README walks through a
            signed call, a consent and a payment from start to finish with the TPP signing kit (<code className="font-mono">npm run tpp</code>).
          </p>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-500">
        Nordbank ASA · PSD2 dedicated interface · <Link href="/healthz" className="underline">Service health</Link>
      </footer>
    </>
  );
}
