import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { listOutbox } from '@/lib/portal/mail/list-outbox';
import { canReadOutbox } from '@/lib/portal/mail/can-read-outbox';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { clientAddress } from '@/lib/web/client-address';
import { dateTimeFormat } from '@/lib/web/intl-formats';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.outbox.title };
}

/** D27: the sandbox's mail outbox, for a browser on this machine only; everywhere else it does not exist. */
export default async function OutboxPage() {
  if (!canReadOutbox(clientAddress(await headers()))) notFound();
  const { messages, language } = await portalLanguage();
  const { outbox } = messages;
  const mails = await listOutbox();
  const time = dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Oslo',
  });
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{outbox.title}</h1>
      <p className="mt-1 mb-6 text-slate-700">{outbox.intro}</p>
      {mails.length === 0 && <p>{outbox.empty}</p>}
      <ul className="space-y-4">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <article aria-labelledby={`mail-${mail.id}`}>
              <h2 id={`mail-${mail.id}`} className="font-semibold">
                {mail.subject}
              </h2>
              <p className="text-sm text-slate-700">
                {outbox.to}: <span className="mail-to">{mail.to}</span> · {outbox.sent}: {time.format(mail.createdAt)}
              </p>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{mail.text}</pre>
              {mail.links.length > 0 && (
                <ul className="mt-2">
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a className="break-all text-bank-700 underline" href={link}>
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
