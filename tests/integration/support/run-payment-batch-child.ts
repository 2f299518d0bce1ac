// A batch run in a process of its own, for the test that kills it half-way: `node --import tsx <this file> <tppId>`.
import { runPaymentBatch } from '@/lib/payments/batch/run-payment-batch';

const tppId = process.argv[2];
if (!tppId) throw new Error('Usage: run-payment-batch-child.ts <tppId>');
await runPaymentBatch({ tppId, now: new Date(), isLastRunOfDay: false });
process.exit(0);
