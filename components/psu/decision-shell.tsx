import type { ReactNode } from 'react';
import { MobileAppFrame } from '@/components/psu/mobile-app-frame';
import { PageHeading } from '@/components/psu/page-heading';
import { PsuShell } from '@/components/psu/psu-shell';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type DecisionShellProps = {
  language: Language;
  messages: Messages;
  heading: string;
  isRedirectPreferred: boolean;
  /** False when an error on the page takes the focus as it loads. */
  isHeadingFocused?: boolean;
  children: ReactNode;
  /** D30: the id of the page's SCA form, whose choices the language switch keeps. */
  formId?: string;
};

/**
 * The frame of a decision page (consent, identification, payment, basket): the heading and the decision on the web
 * page, or inside the simulated mobile app when the TPP sent TPP-Redirect-Preferred: false (spec 7).
 */
export function DecisionShell(props: DecisionShellProps) {
  return (
    <PsuShell language={props.language} messages={props.messages} formId={props.formId}>
      {props.isRedirectPreferred ? (
        <>
          <PageHeading isFocusedOnLoad={props.isHeadingFocused ?? true} className="mb-6">
            {props.heading}
          </PageHeading>
          {props.children}
        </>
      ) : (
        <MobileAppFrame messages={props.messages} isHeadingFocused={props.isHeadingFocused ?? true}>
          <h2 className="mb-4 text-lg font-bold">{props.heading}</h2>
          {props.children}
        </MobileAppFrame>
      )}
    </PsuShell>
  );
}
