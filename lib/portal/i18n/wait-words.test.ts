import { describe, expect, it } from 'vitest';
import { portalMessagesEn } from './messages-en';
import { portalMessagesNb } from './messages-nb';
import { waitWords } from './wait-words';

describe('waitWords (D19)', () => {
  it.each<[number, string, string]>([
    [1, '1 second', '1 sekund'],
    [0.2, '1 second', '1 sekund'],
    [8, '8 seconds', '8 sekunder'],
    [59, '59 seconds', '59 sekunder'],
    [60, '1 minute', '1 minutt'],
    [61, '2 minutes', '2 minutter'],
    [300, '5 minutes', '5 minutter'],
  ])('%s seconds', (seconds, english, norwegian) => {
    expect(waitWords(seconds, portalMessagesEn.account)).toBe(english);
    expect(waitWords(seconds, portalMessagesNb.account)).toBe(norwegian);
  });
});
