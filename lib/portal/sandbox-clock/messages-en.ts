/** The "Sandbox clock" panel's words in English (D16). "Sandbox clock", "Advance" and "Back to real time" are what tests look for. */
export const sandboxClockMessagesEn = {
  heading: 'Sandbox clock',
  intro:
    "Your sandbox's own time. Move it forward to see what happens later: consents expire, standing orders fall due and the payment batch runs each of its daily runs the clock passes. Other TPPs' sandboxes keep their own time.",
  now: 'Sandbox time',
  realTime: 'Real time',
  moved: 'Moved forward',
  advanceBy: 'Advance by',
  advanceHint: 'An ISO 8601 duration: P1D is a day, P3M three months, P91D 91 days, PT6H six hours.',
  advance: 'Advance',
  /** `{now}` is the sandbox time reached; the panel is a client component, so its words are plain strings. */
  advanced: 'The sandbox clock now reads {now}.',
  backToRealTime: 'Back to real time',
  backConfirm:
    'Back to real time also resets your sandbox to its known start state: consents, payments and bookings made on the moved clock would be dated in the future.',
  backConfirmButton: 'Confirm back to real time',
  backDone: 'The sandbox clock follows real time again, and the sandbox was reset.',
  cancel: 'Cancel',
  loading: 'Loading…',
};

export type SandboxClockMessages = typeof sandboxClockMessagesEn;
