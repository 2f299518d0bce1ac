import { db } from '@/lib/db';

/** D27: the sandbox outbox's newest hundred mails. */
export function listOutbox() {
  return db.portalMail.findMany({
    orderBy: { createdAt: 'desc' },
    take: 100,
    select: { id: true, to: true, subject: true, text: true, links: true, createdAt: true },
  });
}
