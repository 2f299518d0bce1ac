import Link from 'next/link';
import type { ReactNode } from 'react';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';

type Tool = 'sandbox' | 'requests' | 'debugger';

const toolPaths: Record<Tool, string> = { sandbox: '/portal/sandbox', requests: '/portal/requests', debugger: '/portal/signature-debugger' };

/** The frame of the three developer tools until they move into the portal's own layout. */
export function PortalToolsShell({ language, messages, current, children }: { language: Language; messages: SignatureMessages; current: Tool; children: ReactNode }) {
  return (
    <div lang={language} className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label={messages.shell.tools} className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3">
          <Link href="/portal" className="flex items-center gap-2 font-semibold text-bank-700">
            <span aria-hidden className="inline-block h-5 w-5 rounded bg-bank-600" />
            {messages.shell.portal}
          </Link>
          <ul className="flex flex-wrap gap-4 text-sm font-medium">
            {(Object.keys(toolPaths) as Tool[]).map((tool) => (
              <li key={tool}>
                <Link href={toolPaths[tool]} aria-current={tool === current ? 'page' : undefined} className={tool === current ? 'text-bank-700 underline underline-offset-4' : 'text-slate-700 hover:text-bank-700'}>
                  {messages.shell[tool]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}

/** What a developer without a linked TPP sees instead of the TPP's data. */
export function NotLinked({ messages }: { messages: SignatureMessages }) {
  return (
    <p className="rounded-md bg-amber-50 p-4 text-sm text-slate-900 ring-1 ring-amber-200">
      {messages.shell.notLinked} <Link className="font-medium text-bank-700 underline" href="/portal/certificates">{messages.shell.linkCertificate}</Link>
    </p>
  );
}
