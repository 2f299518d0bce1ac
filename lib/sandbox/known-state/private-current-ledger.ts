import { archiveReference } from './archive-reference';
import { kidNumber } from './kid-number';
import { billers, friends, groceryStores } from './counterparties';
import type { Counterparty, LedgerEntry } from './ledger-entry';
import { rentEntry } from './rent-entry';
import { nok, randomNok } from './nok';
import type { SeededRandom } from './seeded-random';

export type PrivateCurrentProfile = {
  employer: Counterparty;
  salary: bigint;
  landlord: Counterparty;
  rent: bigint;
  /** The owner's savings account, which gets a monthly transfer. */
  savingsKey: string;
  monthlySaving: bigint;
};

export type PrivateCurrentLedgerInput = { days: number; random: SeededRandom; profile: PrivateCurrentProfile };

/**
 * D10: a private current account over 120 days: salary, rent, bills with KID (structured remittance), groceries with
 * the debit card (the last two days' purchases still pending), Vipps transfers and a monthly transfer to savings.
 * Monthly events repeat every 30 days counted from the window's start, so the content is the same on every day.
 */
export function privateCurrentLedger(input: PrivateCurrentLedgerInput): LedgerEntry[] {
  const { random, profile } = input;
  const entries: LedgerEntry[] = [];
  const bill = (
    dayIndex: number,
    payee: Counterparty,
    amount: bigint,
    purposeCode: string,
    text: string,
  ): LedgerEntry => ({
    dayIndex,
    isPending: false,
    amount: -amount,
    counterparty: payee,
    remittance: text,
    structured: [
      {
        reference: kidNumber(String(random.integer(10_000_000, 99_999_999))),
        referenceType: 'SCOR',
        referenceIssuer: payee.name,
      },
    ],
    bankTransactionCode: 'PMNT-ICDT-DMCT',
    purposeCode,
    proprietary: { additionalInformationProprietary1: archiveReference(dayIndex, payee.name) },
  });

  for (let dayIndex = 0; dayIndex < input.days; dayIndex++) {
    const dayOfCycle = dayIndex % 30;
    const isRecent = dayIndex >= input.days - 2;
    if (dayOfCycle === 24) {
      entries.push({
        dayIndex,
        isPending: false,
        amount: profile.salary,
        counterparty: profile.employer,
        remittance: 'Lønn',
        bankTransactionCode: 'PMNT-RCDT-SALA',
        purposeCode: 'SALA',
        proprietary: { additionalInformationProprietary1: archiveReference(dayIndex, profile.employer.name) },
      });
    }
    if (dayOfCycle === 0) {
      entries.push(rentEntry({ dayIndex, rent: profile.rent, landlord: profile.landlord, remittance: 'Husleie' }));
    }
    if (dayOfCycle === 4) entries.push(bill(dayIndex, billers.gjensidige, nok(689), 'INSU', 'Innboforsikring'));
    if (dayOfCycle === 14)
      entries.push(bill(dayIndex, billers.fjordkraft, randomNok(random, 600, 2_400), 'ELEC', 'Strøm'));
    if (dayOfCycle === 19) entries.push(bill(dayIndex, billers.telenor, nok(449), 'PHON', 'Mobilabonnement'));
    if (dayOfCycle === 25) {
      entries.push({
        dayIndex,
        isPending: false,
        amount: -profile.monthlySaving,
        counterparty: null,
        remittance: 'Overføring til sparing',
        bankTransactionCode: 'PMNT-ICDT-BOOK',
        transferToKey: profile.savingsKey,
      });
    }
    if (dayOfCycle === 1) entries.push(cardPayment(dayIndex, isRecent, nok(899), 'Ruter AS', 'Ruter månedsbillett'));
    if (random.chance(0.45)) {
      const store = random.pick(groceryStores);
      entries.push(cardPayment(dayIndex, isRecent, randomNok(random, 49, 1_250), store, `Varekjøp ${store}`));
    }
    if (random.chance(0.1)) {
      const friend = random.pick(friends);
      const isIncoming = random.chance(0.5);
      const amount = randomNok(random, 100, 900);
      entries.push({
        dayIndex,
        isPending: false,
        amount: isIncoming ? amount : -amount,
        counterparty: billers.vipps,
        remittance: `Vipps ${isIncoming ? 'fra' : 'til'} ${friend}`,
        bankTransactionCode: isIncoming ? 'PMNT-RCDT-ESCT' : 'PMNT-ICDT-ESCT',
      });
    }
  }
  // D10: a few pending entries on the last two days, so that booked and pending can both be seen.
  entries.push(cardPayment(input.days - 2, true, nok(149), 'Apotek 1 Storo', 'Varekjøp Apotek 1 Storo'));
  entries.push(cardPayment(input.days - 1, true, nok(389.9), 'Vinmonopolet Sagene', 'Varekjøp Vinmonopolet Sagene'));
  return entries;
}

// A purchase with the debit card of the current account: the creditor has no account in the statement.
function cardPayment(
  dayIndex: number,
  isPending: boolean,
  amount: bigint,
  merchant: string,
  text: string,
): LedgerEntry {
  return {
    dayIndex,
    isPending,
    amount: -amount,
    counterparty: { name: merchant },
    remittance: text,
    bankTransactionCode: 'PMNT-CCRD-POSD',
  };
}
