import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PortalToolPage } from '@/components/portal/portal-tool-page';
import { RequestLogView } from '@/components/portal/requests/request-log-view';
import { env } from '@/lib/env';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requestLogMessagesEn, type RequestLogMessages } from '@/lib/portal/request-log/messages-en';
import { requestLogMessagesNb } from '@/lib/portal/request-log/messages-nb';
import { signatureMessagesEn, type SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { signatureMessagesNb } from '@/lib/portal/signature-debugger/messages-nb';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { unauthenticatedRowsPerCertificateHour } from '@/lib/xs2a/rank-unauthenticated-rows';

export const dynamic = 'force-dynamic';

const dictionaries: Record<Language, { requests: RequestLogMessages; signature: SignatureMessages }> = {
  en: { requests: requestLogMessagesEn, signature: signatureMessagesEn },
  nb: { requests: requestLogMessagesNb, signature: signatureMessagesNb },
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: dictionaries[(await portalLanguage()).language].requests.title };
}

/** The request inspector (D28): the developer's TPP's request log, live, in the portal's frame. */
export default async function RequestsPage() {
  await requirePortalTpp('/portal/requests');
  const { language } = await portalLanguage();
  const messages = dictionaries[language];
  const intro = messages.requests.intro.replace('{days}', String(env.XS2A_REQUEST_LOG_RETENTION_DAYS));
  const unauthenticatedExplanation = messages.requests.unauthenticatedExplanation.replace(
    '{limit}',
    String(unauthenticatedRowsPerCertificateHour),
  );
  return (
    <PortalToolPage title={messages.requests.title} intro={intro}>
      <Suspense>
        <RequestLogView
          language={language}
          messages={{ ...messages.requests, unauthenticatedExplanation }}
          signatureMessages={messages.signature}
        />
      </Suspense>
    </PortalToolPage>
  );
}
