import type { ReactNode } from 'react';
import { MobileAppFrame } from '@/components/psu/mobile-app-frame';
import { PsuShell } from '@/components/psu/psu-shell';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type DecisionShellProps = {
  language: Language;
  messages: Messages;
  heading: string;
  isRedirectPreferred: boolean;
  children: ReactNode;
};

/**
 * The frame of a decision page (consent, identification, payment, basket): the heading and the decision on the web
 * page, or inside the simulated mobile app when the TPP sent TPP-Redirect-Preferred: false (spec 7).
 */
export function DecisionShell(props: DecisionShellProps) {
  return (
    <PsuShell language={props.language} messages={props.messages}>
      {props.isRedirectPreferred ? (
        <>
          <h1 className="mb-6 text-2xl font-bold tracking-tight">{props.heading}</h1>
          {props.children}
        </>
      ) : (
        <MobileAppFrame messages={props.messages}>
          <h2 className="mb-4 text-lg font-bold">{props.heading}</h2>
          {props.children}
        </MobileAppFrame>
      )}
    </PsuShell>
  );
}
