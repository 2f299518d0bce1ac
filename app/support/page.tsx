import type { Metadata } from 'next';
import Link from 'next/link';
import { PortalSection } from '@/components/portal/portal-form-parts';
import { PortalFrame } from '@/components/portal/portal-frame';
import { env } from '@/lib/env';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { servicePagesMessagesEn } from '@/lib/portal/service-pages/messages-en';
import { servicePagesMessagesNb } from '@/lib/portal/service-pages/messages-nb';
import { refusalFaq } from '@/lib/portal/service-pages/refusal-faq';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await portalLanguage();
  return { title: (language === 'nb' ? servicePagesMessagesNb : servicePagesMessagesEn).support.title };
}

/** D27: developer support: the bank's mailbox, and the commonest refusals, each linked to the TPP's own in the inspector. */
export default async function SupportPage() {
  const { language } = await portalLanguage();
  const texts = (language === 'nb' ? servicePagesMessagesNb : servicePagesMessagesEn).support;
  const mailbox = env.XS2A_DEVELOPER_SUPPORT_EMAIL;
  return (
    <PortalFrame>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{texts.title}</h1>
      <PortalSection id="contact-heading" title={texts.contactHeading}>
        <p className="mb-3 text-slate-700">{texts.contactIntro}</p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a className="font-semibold break-all text-bank-700 underline" href={`mailto:${mailbox}`}>
            {mailbox}
          </a>
          <Link className="font-semibold text-bank-700 underline" href="/status">
            {texts.statusLink}
          </Link>
        </p>
      </PortalSection>
      <PortalSection id="faq-heading" title={texts.faqHeading}>
        <p className="mb-4 text-slate-700">{texts.faqIntro}</p>
        <div className="divide-y divide-slate-200">
          {refusalFaq.map((entry) => (
            <section key={entry.code} aria-labelledby={`faq-${entry.code}`} className="py-4">
              <h3 id={`faq-${entry.code}`} className="font-mono font-semibold break-all">
                {entry.status} {entry.code}
              </h3>
              <p className="mt-1">{texts.faq[entry.code]}</p>
              <p className="mt-2 text-sm text-slate-700">
                {texts.answer}: <q lang="en">{entry.apiText}</q>
              </p>
              <p className="mt-2">
                <Link
                  className="text-sm font-semibold text-bank-700 underline"
                  href={`/portal/requests?${new URLSearchParams({ code: entry.code })}`}
                >
                  {texts.inInspector(entry.code)}
                </Link>
              </p>
            </section>
          ))}
        </div>
      </PortalSection>
    </PortalFrame>
  );
}
