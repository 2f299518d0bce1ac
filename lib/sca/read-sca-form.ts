import { readPsuForm } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/web/see-other';
import { contextApprovalKey } from '@/lib/sca/context-approval-key';
import { getScaFlow, type ScaFlow } from '@/lib/sca/sca-flow';
import { scaHandleParameter } from '@/lib/sca/sca-page-url';
import { sessionEndedUrl } from '@/lib/sca/session-ended-url';

/** `approvalKey`, `sessionKey` and `sessionId` as on the pages (ScaPage). */
export type ScaForm =
  | { kind: 'ok'; flow: ScaFlow; form: FormData; approvalKey: Buffer; sessionKey: Buffer; sessionId: string }
  | { kind: 'answer'; response: Response };

/** A form post of the SCA pages: a checked PSU form (readPsuForm) whose session belongs to an SCA process. */
export async function readScaForm(request: Request, now: Date): Promise<ScaForm> {
  const posted = await readPsuForm(request, 'sca', now);
  if (posted.kind === 'forbidden') return { kind: 'answer', response: seeOther('/sca/ended?reason=forbidden') };
  const flow =
    posted.kind === 'ok' && posted.session.authorisationId ? await getScaFlow(posted.session.authorisationId) : null;
  if (posted.kind !== 'ok' || !flow) {
    const sca = posted.kind === 'ok' ? posted.session.authorisationId : postedHandle(posted.form);
    return { kind: 'answer', response: seeOther(sessionEndedUrl(sca)) };
  }
  return {
    kind: 'ok',
    flow,
    form: posted.form,
    approvalKey: contextApprovalKey(posted.session.approvalKey, flow),
    sessionKey: posted.session.approvalKey,
    sessionId: posted.session.id,
  };
}

/** The SCA handle a form posted (CsrfField), when it has the shape of an authorisation id. */
function postedHandle(form: FormData | null): string | null {
  const value = form?.get(scaHandleParameter);
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : null;
}
