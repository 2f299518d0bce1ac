import { cardAcceptors, kiosk } from './counterparties';
import type { CardPurchase, LedgerEntry } from './ledger-entry';
import { nok, randomNok } from './nok';
import type { SeededRandom } from './seeded-random';

export type CardLedgerInput = { days: number; random: SeededRandom; monthlyRepayment: bigint };

/**
 * D10: a credit card account over 120 days: purchases in Norway and abroad (foreign ones with original amount, currency
 * and exchange rate), booked a day or two after use (the last two days' purchases still pending), and a monthly repayment.
 */
export function cardLedger(input: CardLedgerInput): LedgerEntry[] {
  const { random } = input;
  const entries: LedgerEntry[] = [];
  for (let dayIndex = 0; dayIndex < input.days; dayIndex++) {
    const isPending = dayIndex >= input.days - 2;
    if (dayIndex % 30 === 27) {
      entries.push({
        dayIndex,
        isPending: false,
        amount: input.monthlyRepayment,
        counterparty: null,
        remittance: 'Innbetaling kredittkort',
        bankTransactionCode: 'PMNT-RCDT-DMCT',
      });
    }
    if (!random.chance(0.5)) continue;
    const daysBeforeBooking = isPending ? 0 : random.integer(0, 2);
    if (random.chance(0.15)) {
      const acceptor = random.pick(cardAcceptors.foreign);
      const original = BigInt(random.integer(1_500, 40_000));
      const rate = (acceptor.rate * (1 + random.integer(-150, 150) / 10_000)).toFixed(6);
      entries.push(
        purchaseEntry({
          day: { dayIndex, isPending, daysBeforeBooking },
          acceptor,
          amount: -BigInt(Math.round(Number(original) * Number(rate))),
          original: { amount: original, currency: acceptor.currency, exchangeRate: rate },
        }),
      );
      continue;
    }
    const acceptor = random.pick(cardAcceptors.domestic);
    entries.push(
      purchaseEntry({
        day: { dayIndex, isPending, daysBeforeBooking },
        acceptor,
        amount: -randomNok(random, 39, 900),
      }),
    );
  }
  // D10: a card authorisation from today is always pending.
  entries.push(
    purchaseEntry({
      day: { dayIndex: input.days - 1, isPending: true, daysBeforeBooking: 0 },
      acceptor: kiosk,
      amount: -nok(87.5),
    }),
  );
  return entries;
}

type PurchaseEntryInput = {
  day: { dayIndex: number; isPending: boolean; daysBeforeBooking: number };
  acceptor: typeof kiosk;
  amount: bigint;
  original?: CardPurchase['original'];
};

/** A card purchase at `acceptor`, booked `daysBeforeBooking` after the card was used. */
function purchaseEntry(input: PurchaseEntryInput): LedgerEntry {
  const { acceptor } = input;
  return {
    dayIndex: input.day.dayIndex,
    isPending: input.day.isPending,
    amount: input.amount,
    counterparty: null,
    remittance: `${acceptor.name}, ${acceptor.city}`,
    bankTransactionCode: 'PMNT-CCRD-POSD',
    card: {
      daysBeforeBooking: input.day.daysBeforeBooking,
      acceptorName: acceptor.name,
      acceptorCity: acceptor.city,
      acceptorCountry: acceptor.country,
      merchantCategoryCode: acceptor.merchantCategoryCode,
      ...(input.original && { original: input.original }),
    },
  };
}
