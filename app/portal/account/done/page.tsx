import type { Metadata } from 'next';
import Link from 'next/link';
import { PortalNote } from '@/components/portal/portal-form-parts';
import { accountSettingsMessagesEn } from '@/lib/portal/account-settings/messages-en';
import { accountSettingsMessagesNb } from '@/lib/portal/account-settings/messages-nb';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await portalLanguage();
  return { title: (language === 'nb' ? accountSettingsMessagesNb : accountSettingsMessagesEn).title };
}

const outcomes = ['deleted', 'emailChanged', 'emailChangeFailed'] as const;

/** D27: where a deleted account or a followed e-mail change link lands, signed out: what happened and the way on. */
export default async function AccountDonePage({ searchParams }: { searchParams: Promise<{ outcome?: string }> }) {
  const { language } = await portalLanguage();
  const texts = (language === 'nb' ? accountSettingsMessagesNb : accountSettingsMessagesEn).done;
  const { outcome: given } = await searchParams;
  const outcome = outcomes.find((candidate) => candidate === given);
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">
        {language === 'nb' ? accountSettingsMessagesNb.title : accountSettingsMessagesEn.title}
      </h1>
      {outcome && <PortalNote tone={outcome === 'emailChangeFailed' ? 'warning' : 'info'}>{texts[outcome]}</PortalNote>}
      <p className="flex gap-6">
        <Link className="font-semibold text-bank-700 underline" href="/portal/sign-in">
          {texts.signIn}
        </Link>
        <Link className="font-semibold text-bank-700 underline" href="/">
          {texts.home}
        </Link>
      </p>
    </div>
  );
}
