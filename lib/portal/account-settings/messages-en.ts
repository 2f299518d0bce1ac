/** /portal/account's words in English, the default (D27). Labels and button names are what tests and screen readers use. */
export const accountSettingsMessagesEn = {
  title: 'Account settings',
  navLabel: 'Account',
  signInHeading: 'Sign-in e-mail',
  currentEmail: (email: string) => `You sign in with ${email}.`,
  newEmail: 'New e-mail',
  newEmailHint: 'We mail a link to the new address. It becomes your sign-in only when you follow that link.',
  changeEmail: 'Change e-mail',
  emailMailed:
    'A link is on its way to the new address. Until you follow it, you keep signing in with your current address.',
  passwordHeading: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 12 characters. Your other sessions are signed out.',
  changePassword: 'Change password',
  passwordChanged: 'Your password is changed. Every other session of your account is signed out.',
  tppHeading: 'Your TPP',
  memberOf: (name: string, id: string) => `Your account is linked to ${name} (${id}).`,
  noTpp: 'Your account is not linked to a TPP.',
  leaveIntro:
    'Leaving ends your access to the TPP’s data in the portal. The TPP keeps its certificates, sandbox and request log. You, or anyone holding the key of one of its certificates, can link an account again on the Certificates page.',
  lastMember: 'You are its last developer: nobody can see its data in the portal until an account is linked again.',
  confirmLeave: 'Yes, leave this TPP',
  leaveTpp: 'Leave TPP',
  left: 'Your account has left the TPP.',
  deleteHeading: 'Delete account',
  deleteIntro:
    'Deleting ends every session and removes your account and its e-mail address from the portal. Your TPP keeps what it owns. This cannot be undone.',
  password: 'Password',
  confirmDelete: 'Yes, delete my account for good',
  deleteAccount: 'Delete account',
  done: {
    deleted: 'Your account is deleted.',
    emailChanged: 'Your new e-mail address is confirmed. Sign in with it.',
    emailChangeFailed:
      'That link is not valid any more: it was used, is older than 24 hours, or the address now belongs to another account.',
    signIn: 'Sign in',
    home: 'Home page',
  },
  errors: {
    'email-invalid': 'Enter a valid e-mail address.',
    'email-unchanged': 'That is already your sign-in address.',
    mail: 'We could not send the mail just now. Try again later.',
    'mail-refused': 'The e-mail was not changed.',
    'current-wrong': 'The current password is wrong. Nothing was changed.',
    'too-short': 'The new password must have at least 12 characters.',
    'too-long': 'The new password is too long (at most 256 characters).',
    'password-wrong': 'The password is wrong. The account was not deleted.',
    'confirm-delete': 'The account was not deleted: tick the box to confirm.',
    'confirm-leave': 'You have not left the TPP: tick the box to confirm.',
    'not-member': 'Your account is not linked to that TPP any more.',
    forbidden: 'The form could not be accepted. Reload the page and try again.',
  },
};

export type AccountSettingsMessages = typeof accountSettingsMessagesEn;
