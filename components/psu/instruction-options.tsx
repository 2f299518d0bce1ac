import type { InstructionToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { Messages } from '@/lib/psu/i18n/messages-en';

/**
 * D23: what the PSU approves beyond amount and payee, as "term: value" pairs: the service level of a cross-border
 * transfer (urgent or normal) and the regulatory reporting of a SEPA payment abroad, when the TPP gave them.
 */
export function instructionOptions(
  instruction: InstructionToApprove,
  messages: Messages,
): { term: string; value: string }[] {
  const text = messages.payment;
  const options: { term: string; value: string }[] = [];
  if (instruction.serviceLevel)
    options.push({
      term: text.serviceLevel,
      value: text.serviceLevels[instruction.serviceLevel] ?? instruction.serviceLevel,
    });
  if (instruction.regulatoryReportingCode) {
    options.push({
      term: text.regulatoryReporting,
      value: text.regulatoryReportingValue(
        instruction.regulatoryReportingCode,
        instruction.regulatoryReportingInformation,
      ),
    });
  }
  return options;
}

/** The options of one transfer in a list of payments (a bulk's or a basket's), one line each, under its payee. */
export function InstructionOptionLines({
  instruction,
  messages,
}: {
  instruction: InstructionToApprove;
  messages: Messages;
}) {
  return instructionOptions(instruction, messages).map((option) => (
    <span key={option.term} className="block text-sm text-slate-600">
      {option.term}: {option.value}
    </span>
  ));
}
