/** One "term: value" line of what the PSU approves beyond amount and payee (D23), such as the message or service level. */
export type TermValue = { term: string; value: string };
