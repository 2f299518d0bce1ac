export type BerlinGroupErrorMessage = { code: string; path?: string; text: string };

/** The body of a Berlin Group error answer with this one message of category ERROR, to compare with toEqual. */
export function berlinGroupError(message: BerlinGroupErrorMessage) {
  return { tppMessages: [{ category: 'ERROR', ...message }] };
}
