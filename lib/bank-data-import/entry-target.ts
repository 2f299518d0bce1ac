/** The account or card account an export or core row is written to, in the bank's production data (D32, D34). */
export type EntryTarget = { accountId: string | null; cardAccountId: string | null; currency: string };
