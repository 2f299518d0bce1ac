import type { AccountSettingsMessages } from './messages-en';

/** /portal/account på norsk bokmål (D27). */
export const accountSettingsMessagesNb: AccountSettingsMessages = {
  title: 'Kontoinnstillinger',
  navLabel: 'Konto',
  signInHeading: 'E-post for innlogging',
  currentEmail: (email: string) => `Du logger inn med ${email}.`,
  newEmail: 'Ny e-postadresse',
  newEmailHint: 'Vi sender en lenke til den nye adressen. Den blir brukt til innlogging først når du følger lenken.',
  changeEmail: 'Endre e-post',
  emailMailed:
    'En lenke er på vei til den nye adressen. Til du har fulgt den, logger du fortsatt inn med den nåværende adressen.',
  passwordHeading: 'Passord',
  currentPassword: 'Nåværende passord',
  newPassword: 'Nytt passord',
  newPasswordHint: 'Minst 12 tegn. Du blir logget ut av de andre øktene dine.',
  changePassword: 'Endre passord',
  passwordChanged: 'Passordet er endret. Alle andre økter på kontoen din er logget ut.',
  tppHeading: 'TPP-en din',
  memberOf: (name: string, id: string) => `Kontoen din er koblet til ${name} (${id}).`,
  noTpp: 'Kontoen din er ikke koblet til en TPP.',
  leaveIntro:
    'Når du forlater TPP-en, mister du tilgangen til dataene dens i portalen. TPP-en beholder sertifikatene, sandkassen og forespørselsloggen. Du, eller andre som har nøkkelen til et av sertifikatene, kan koble til en konto igjen på siden Sertifikater.',
  lastMember: 'Du er den siste utvikleren: ingen kan se dataene i portalen før en konto blir koblet til igjen.',
  confirmLeave: 'Ja, forlat denne TPP-en',
  leaveTpp: 'Forlat TPP',
  left: 'Kontoen din har forlatt TPP-en.',
  deleteHeading: 'Slett konto',
  deleteIntro:
    'Sletting avslutter alle økter og fjerner kontoen og e-postadressen fra portalen. TPP-en din beholder det den eier. Dette kan ikke angres.',
  password: 'Passord',
  confirmDelete: 'Ja, slett kontoen min for godt',
  deleteAccount: 'Slett konto',
  done: {
    deleted: 'Kontoen din er slettet.',
    emailChanged: 'Den nye e-postadressen din er bekreftet. Logg inn med den.',
    emailChangeFailed:
      'Lenken er ikke gyldig lenger: den er brukt, er eldre enn 24 timer, eller adressen tilhører nå en annen konto.',
    signIn: 'Logg inn',
    home: 'Forsiden',
  },
  errors: {
    'email-invalid': 'Skriv inn en gyldig e-postadresse.',
    'email-unchanged': 'Det er allerede adressen du logger inn med.',
    mail: 'Vi fikk ikke sendt e-posten akkurat nå. Prøv igjen senere.',
    'mail-refused': 'E-postadressen ble ikke endret.',
    'current-wrong': 'Det nåværende passordet er feil. Ingenting ble endret.',
    'too-short': 'Det nye passordet må ha minst 12 tegn.',
    'too-long': 'Det nye passordet er for langt (høyst 256 tegn).',
    'password-wrong': 'Passordet er feil. Kontoen ble ikke slettet.',
    'confirm-delete': 'Kontoen ble ikke slettet: kryss av i boksen for å bekrefte.',
    'confirm-leave': 'Du har ikke forlatt TPP-en: kryss av i boksen for å bekrefte.',
    'not-member': 'Kontoen din er ikke lenger koblet til den TPP-en.',
    forbidden: 'Skjemaet ble ikke godtatt. Last inn siden på nytt og prøv igjen.',
  },
};
