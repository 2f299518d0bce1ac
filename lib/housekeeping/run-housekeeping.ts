import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { endUnfinishableScas } from '@/lib/sca/end-unfinishable-sca';
import { deleteUnverifiedDevelopers } from './delete-unverified-developers';
import { dropExpiredPartitions } from './drop-expired-partitions';
import { ensureDayPartitions } from './ensure-day-partitions';
import {
  housekeepingTasks,
  partitionRetention,
  type HousekeepingSettings,
  type HousekeepingTask,
} from './housekeeping-tasks';

export type HousekeepingReport = {
  /** Rows deleted, by table. */
  deleted: Record<string, number>;
  /** D36: day partitions created ahead and dropped past their retention. */
  partitionsCreated: string[];
  partitionsDropped: string[];
  /** D29: SCAs still open that nobody could finish (session ended, link expired unopened), ended as their link would. */
  scasEnded: number;
  /** False when a table still had rows to delete (or SCAs to end) after `maxBatches`: the next pass goes on with them. */
  isComplete: boolean;
};

export type HousekeepingOptions = HousekeepingSettings & {
  now: Date;
  /** Rows per statement: each statement is short, so it never holds many row locks or one long transaction. */
  batchSize?: number;
  /** SCAs ended per batch; each is ended in a short transaction of its own. */
  scaBatchSize?: number;
  /** Statements per table and pass, so that a large backlog is worked off over several passes. */
  maxBatches?: number;
  signal?: AbortSignal;
};

/**
 * D33: one housekeeping pass in batches: creates the coming days' partitions and drops expired ones (D36), ends SCAs
 * nobody can finish (D29), runs every deletion task, then deletes developer accounts never verified. Safe on every
 * instance at once; a partition step that fails fails the pass only after the rest has run.
 */
export async function runHousekeeping(options: HousekeepingOptions): Promise<HousekeepingReport> {
  const { batchSize = 5_000, scaBatchSize = 100, maxBatches = 20 } = options;
  const isAborted = () => options.signal?.aborted === true;
  // A step that fails does not keep the others from their work; the pass fails after them, naming it.
  const failures: Error[] = [];
  const partitionStep = async (step: () => Promise<string[]>) =>
    isAborted() ? [] : step().catch((error: Error) => (failures.push(error), []));
  const report: HousekeepingReport = {
    deleted: {},
    partitionsCreated: await partitionStep(() => ensureDayPartitions({ now: options.now })),
    partitionsDropped: await partitionStep(() =>
      dropExpiredPartitions({ now: options.now, keepMilliseconds: partitionRetention(options) }),
    ),
    scasEnded: 0,
    isComplete: true,
  };
  for (let batch = 0; ; batch += 1) {
    if (options.signal?.aborted || batch === maxBatches) {
      report.isComplete = false;
      break;
    }
    const ended = await endUnfinishableScas({ of: {}, now: options.now, limit: scaBatchSize });
    report.scasEnded += ended;
    if (ended < scaBatchSize) break;
  }
  const inBatches = async (table: string, deleteBatchOf: () => Promise<number>) => {
    let deleted = 0;
    for (let batch = 0; ; batch += 1) {
      if (options.signal?.aborted || batch === maxBatches) {
        report.isComplete = false;
        break;
      }
      const count = await deleteBatchOf();
      deleted += count;
      if (count < batchSize) break;
    }
    report.deleted[table] = deleted;
  };
  for (const task of housekeepingTasks) {
    const cutoff = new Date(options.now.getTime() - task.keepMilliseconds(options));
    await inBatches(task.table, () => deleteBatch(task, cutoff, batchSize));
  }
  // D27: accounts whose address was never verified, after their link is long dead.
  await inBatches('Developer', () => deleteUnverifiedDevelopers({ now: options.now, limit: batchSize }));
  if (failures.length > 0)
    throw new AggregateError(failures, `Housekeeping: ${failures.map((failure) => failure.message).join('; ')}`);
  return report;
}

// The table and column names come from housekeepingTasks, never from input.
function deleteBatch(task: HousekeepingTask, cutoff: Date, batchSize: number): Promise<number> {
  const table = Prisma.raw(`"${task.table}"`);
  const column = Prisma.raw(`"${task.column}"`);
  return db.$executeRaw`
    DELETE FROM ${table} WHERE ctid = ANY(ARRAY(
      SELECT ctid FROM ${table} WHERE ${column} < ${cutoff} LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
    ))`;
}
