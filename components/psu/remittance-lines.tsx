import type { InstructionToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { Messages } from '@/lib/psu/i18n/messages-en';

/** D23: the message (remittanceInformationUnstructured) and the KID or other structured references the TPP sent. */
export function remittanceRows(
  instruction: InstructionToApprove,
  messages: Messages,
): { term: string; value: string }[] {
  const text = messages.payment;
  const rows: { term: string; value: string }[] = [];
  if (instruction.message) rows.push({ term: text.message, value: instruction.message });
  if (instruction.references.length > 0) rows.push({ term: text.reference, value: instruction.references.join(', ') });
  return rows;
}

/** The message and references of one transfer in a list of payments, one line each, under its payee. */
export function RemittanceLines({ instruction, messages }: { instruction: InstructionToApprove; messages: Messages }) {
  return remittanceRows(instruction, messages).map((row) => (
    <span key={row.term} className="block text-sm text-slate-600">
      {row.term}: {row.value}
    </span>
  ));
}
