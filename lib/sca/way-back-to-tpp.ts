import { scaReturn } from '@/lib/sca/sca-return';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** A dead end's "Back to <TPP>": the TPP's name and where the link goes. */
export type WayBackToTpp = { tppName: string; url: string };

/**
 * D29: the way back a dead end offers: after a failure, the failure return (spec "SCA redirect flow" 5); otherwise
 * (approved, or still open where the link was first opened) TPP-Redirect-URI as the TPP wrote it, with no parameter:
 * the success return carries the PSU's id, and failure parameters would say that a request failed which did not.
 */
export async function wayBackToTpp(flow: ScaFlow): Promise<WayBackToTpp> {
  const destination = flow.scaStatus === 'FAILED' ? await scaReturn(flow) : null;
  return {
    tppName: flow.tppName,
    url: destination?.outcome === 'failure' ? destination.url : new URL(flow.tppRedirectUri).href,
  };
}
