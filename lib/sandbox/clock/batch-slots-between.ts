import { bankDate } from '@/lib/berlin-group/bank-date';
import { slotInstant, type BatchSlot } from '@/lib/payments/batch/batch-slots';
import { addDays } from '@/lib/sandbox/shared/calendar';

/** D24: the batch slots after `from` up to and including `through`, in order; `times` are sorted HH:MM, Oslo time. */
export function batchSlotsBetween(from: Date, through: Date, times: readonly string[]): BatchSlot[] {
  const slots: BatchSlot[] = [];
  const lastDay = bankDate(through);
  for (let day = bankDate(from); day <= lastDay; day = addDays(day, 1)) {
    times.forEach((time, index) => {
      const scheduledFor = slotInstant(day, time);
      if (scheduledFor > from && scheduledFor <= through)
        slots.push({ scheduledFor, day, isLastRunOfDay: index === times.length - 1 });
    });
  }
  return slots;
}
