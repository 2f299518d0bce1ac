import type { InstructionToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { TermValue } from '@/components/psu/term-value';

/** D23: the message (remittanceInformationUnstructured) and the KID or other structured references the TPP sent. */
export function remittanceRows(instruction: InstructionToApprove, messages: Messages): TermValue[] {
  const text = messages.payment;
  const rows: TermValue[] = [];
  if (instruction.message) rows.push({ term: text.message, value: instruction.message });
  if (instruction.references.length > 0) rows.push({ term: text.reference, value: instruction.references.join(', ') });
  return rows;
}
