import type { InstructionToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { TermValue } from '@/components/psu/term-value';

/**
 * D23: what the PSU approves beyond amount and payee, as "term: value" pairs: the service level of a cross-border
 * transfer (urgent or normal) and the regulatory reporting of a SEPA payment abroad, when the TPP gave them.
 */
export function instructionOptions(instruction: InstructionToApprove, messages: Messages): TermValue[] {
  const text = messages.payment;
  const options: TermValue[] = [];
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
