// One instance's scheduler look, in a process of its own, for the test of runners racing for a slot:
// `node --import tsx <this file> <now ISO> <HH:MM,...> <racers>` prints how many of its racers ran the slot.
import { runDueBatchSlot } from '@/lib/payments/batch/run-due-batch-slot';

const [now, times, racers] = process.argv.slice(2);
if (!now || !times || !racers) throw new Error('Usage: run-batch-slot-child.ts <now ISO> <HH:MM,...> <racers>');
const runs = await Promise.all(
  Array.from({ length: Number(racers) }, () => runDueBatchSlot({ now: new Date(now), times: times.split(',') })),
);
process.stdout.write(`${JSON.stringify({ ran: runs.filter((run) => run !== null).length })}\n`);
process.exit(0);
