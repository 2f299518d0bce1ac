import { headers } from 'next/headers';
import { mailRefusalText, type MailRefusalTextInput } from '@/lib/portal/account/mail-refusal-text';
import { clientAddress } from '@/lib/web/client-address';

export type ReadMailRefusalInput = Omit<MailRefusalTextInput, 'clientAddress' | 'now'>;

/** D27, D19: `mailRefusalText` for the page being rendered: the client's address from its request, the time now. */
export async function readMailRefusal(input: ReadMailRefusalInput): Promise<string | null> {
  return mailRefusalText({ ...input, clientAddress: clientAddress(await headers()), now: new Date() });
}
