import { cardAcceptors, kiosk } from './counterparties';
import type { LedgerEntry } from './ledger-entry';
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
      entries.push({
        dayIndex,
        isPending,
        amount: -BigInt(Math.round(Number(original) * Number(rate))),
        counterparty: null,
        remittance: `${acceptor.name}, ${acceptor.city}`,
        bankTransactionCode: 'PMNT-CCRD-POSD',
        card: {
          daysBeforeBooking,
          acceptorName: acceptor.name,
          acceptorCity: acceptor.city,
          acceptorCountry: acceptor.country,
          merchantCategoryCode: acceptor.merchantCategoryCode,
          original: { amount: original, currency: acceptor.currency, exchangeRate: rate },
        },
      });
      continue;
    }
    const acceptor = random.pick(cardAcceptors.domestic);
    entries.push({
      dayIndex,
      isPending,
      amount: -randomNok(random, 39, 900),
      counterparty: null,
      remittance: `${acceptor.name}, ${acceptor.city}`,
      bankTransactionCode: 'PMNT-CCRD-POSD',
      card: {
        daysBeforeBooking,
        acceptorName: acceptor.name,
        acceptorCity: acceptor.city,
        acceptorCountry: acceptor.country,
        merchantCategoryCode: acceptor.merchantCategoryCode,
      },
    });
  }
  // D10: a card authorisation from today is always pending.
  const card = {
    daysBeforeBooking: 0,
    acceptorName: kiosk.name,
    acceptorCity: kiosk.city,
    acceptorCountry: kiosk.country,
    merchantCategoryCode: kiosk.merchantCategoryCode,
  };
  entries.push({
    dayIndex: input.days - 1,
    isPending: true,
    amount: -nok(87.5),
    counterparty: null,
    remittance: `${kiosk.name}, ${kiosk.city}`,
    bankTransactionCode: 'PMNT-CCRD-POSD',
    card,
  });
  return entries;
}
