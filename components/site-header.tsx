import Link from 'next/link';

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-bank-700">
          <span aria-hidden className="inline-block h-6 w-6 rounded bg-bank-600" />
          Nordbank Open Banking
        </Link>
        <ul className="flex gap-5 text-sm font-medium">
          <li><a className="hover:text-bank-600" href="/openapi.json">OpenAPI document</a></li>
          <li><Link className="hover:text-bank-600" href="/my-consents">My consents</Link></li>
        </ul>
      </nav>
    </header>
  );
}
