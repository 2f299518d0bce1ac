import type { SandboxClockMessages } from './messages-en';

/** «Sandbox clock»-panelet på norsk bokmål (D16). */
export const sandboxClockMessagesNb: SandboxClockMessages = {
  heading: 'Sandkasseklokke',
  intro:
    'Sandkassens egen tid. Still den fram for å se hva som skjer senere: samtykker utløper, faste betalinger forfaller, og betalingsbatchen gjør hver av de daglige kjøringene klokken passerer. Andre TPP-ers sandkasser beholder sin egen tid.',
  now: 'Tid i sandkassen',
  realTime: 'Sanntid',
  moved: 'Stilt fram',
  advanceBy: 'Still fram med',
  advanceHint: 'En ISO 8601-varighet: P1D er én dag, P3M tre måneder, P91D 91 dager, PT6H seks timer.',
  advance: 'Still fram',
  advanced: 'Sandkasseklokken viser nå {now}.',
  backToRealTime: 'Tilbake til sanntid',
  backConfirm:
    'Tilbake til sanntid tilbakestiller også sandkassen til starttilstanden: samtykker, betalinger og posteringer fra den framstilte klokken ville ellers vært datert fram i tid.',
  backConfirmButton: 'Bekreft tilbake til sanntid',
  backDone: 'Sandkasseklokken følger sanntid igjen, og sandkassen er tilbakestilt.',
  cancel: 'Avbryt',
  loading: 'Laster…',
};
