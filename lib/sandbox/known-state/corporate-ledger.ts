import { billers } from './counterparties';
import { kidNumber } from './kid-number';
import type { Counterparty, LedgerEntry } from './ledger-entry';
import { rentEntry } from './rent-entry';
import { nok, randomNok } from './nok';
import type { SeededRandom } from './seeded-random';

export type CorporateProfile = {
  customers: Counterparty[];
  invoiceKroner: [number, number];
  suppliers: Counterparty[];
  supplierKroner: [number, number];
  payroll: bigint;
  landlord: Counterparty;
  rent: bigint;
  vat: bigint;
  /** The monthly transfer to the company's other account (withholding tax or placement). */
  monthlyTransfer: { toKey: string; amount: bigint; text: string };
};

export type CorporateLedgerInput = { days: number; random: SeededRandom; profile: CorporateProfile };

/**
 * D10: a company's operating account over 120 days: customer payments with the company's own KID (structured
 * remittance), supplier invoices paid with the supplier's KID, payroll, rent, VAT to Skatteetaten every 60 days, a
 * monthly transfer to the company's other account, fuel with the company card (the last two days pending) and bank fees.
 */
export function corporateLedger(input: CorporateLedgerInput): LedgerEntry[] {
  const { random, profile } = input;
  const entries: LedgerEntry[] = [];
  const kid = () => kidNumber(String(random.integer(100_000_000, 999_999_999)));
  // An invoice of a random supplier, paid with the supplier's KID.
  const supplierPayment = (dayIndex: number, isPending: boolean): LedgerEntry => {
    const supplier = random.pick(profile.suppliers);
    return {
      dayIndex,
      isPending,
      amount: -randomNok(random, ...profile.supplierKroner),
      counterparty: supplier,
      remittance: `Faktura fra ${supplier.name}`,
      structured: [{ reference: kid(), referenceType: 'SCOR', referenceIssuer: supplier.name }],
      bankTransactionCode: 'PMNT-ICDT-DMCT',
      purposeCode: 'SUPP',
    };
  };
  for (let dayIndex = 0; dayIndex < input.days; dayIndex++) {
    const dayOfCycle = dayIndex % 30;
    const isRecent = dayIndex >= input.days - 2;
    if (random.chance(0.25)) {
      const customer = random.pick(profile.customers);
      const invoice = random.integer(10_000, 99_999);
      entries.push({
        dayIndex,
        isPending: false,
        amount: randomNok(random, ...profile.invoiceKroner),
        counterparty: customer,
        remittance: `Faktura ${invoice}`,
        structured: [{ reference: kid(), referenceType: 'SCOR' }],
        bankTransactionCode: 'PMNT-RCDT-DMCT',
        purposeCode: 'GDSV',
      });
    }
    if (random.chance(0.2)) entries.push(supplierPayment(dayIndex, false));
    if (dayOfCycle === 19) {
      entries.push({
        dayIndex,
        isPending: false,
        amount: -profile.payroll,
        counterparty: { name: 'Ansatte, samlebetaling lønn' },
        remittance: 'Lønnsutbetaling',
        bankTransactionCode: 'PMNT-ICDT-DMCT',
        purposeCode: 'SALA',
      });
      const transfer = profile.monthlyTransfer;
      entries.push({
        dayIndex,
        isPending: false,
        amount: -transfer.amount,
        counterparty: null,
        remittance: transfer.text,
        bankTransactionCode: 'PMNT-ICDT-BOOK',
        transferToKey: transfer.toKey,
      });
    }
    if (dayOfCycle === 0) {
      entries.push(
        rentEntry({ dayIndex, rent: profile.rent, landlord: profile.landlord, remittance: 'Husleie lokaler' }),
      );
    }
    if (dayIndex % 60 === 9) {
      entries.push({
        dayIndex,
        isPending: false,
        amount: -profile.vat,
        counterparty: billers.skatteetaten,
        remittance: 'Merverdiavgift',
        structured: [{ reference: kid(), referenceType: 'SCOR', referenceIssuer: 'Skatteetaten' }],
        bankTransactionCode: 'PMNT-ICDT-DMCT',
        purposeCode: 'TAXS',
      });
    }
    if (dayIndex % 7 === 3) {
      entries.push({
        dayIndex,
        isPending: isRecent,
        amount: -randomNok(random, 900, 3_800),
        counterparty: { name: 'Circle K Bedrift' },
        remittance: 'Drivstoff firmakort',
        bankTransactionCode: 'PMNT-CCRD-POSD',
      });
    }
    if (dayOfCycle === 29) {
      entries.push({
        dayIndex,
        isPending: false,
        amount: -nok(350),
        counterparty: null,
        remittance: 'Gebyr nettbank bedrift',
        bankTransactionCode: 'ACMT-MDOP-CHRG',
      });
    }
  }
  // D10: a supplier payment registered today is pending until the next batch run.
  entries.push(supplierPayment(input.days - 1, true));
  return entries;
}
