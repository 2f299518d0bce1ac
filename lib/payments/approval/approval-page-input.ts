import type { ScaFlow } from '@/lib/sca/sca-flow';

/** What a payment or basket approval page reads and posts with: its SCA flow, the key of its approval codes, now. */
export type ApprovalPageInput = {
  flow: ScaFlow;
  approvalKey: Buffer;
  now: Date;
};
