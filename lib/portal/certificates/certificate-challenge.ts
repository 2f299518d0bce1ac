import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';

/** D27: how long a developer has to sign a challenge. */
const challengeLifetimeMilliseconds = 10 * 60 * 1000;
/** Reloading the page makes a new challenge; a developer keeps only the newest few. */
const liveChallengesKept = 5;

/**
 * D27: a new challenge for the developer to sign with a certificate's key: random, single use, expiring, bound to
 * this developer. Its text has no spaces, so it passes unquoted to `npm run tpp -- prove`.
 */
export async function createCertificateChallenge(input: { developerId: string; now: Date }): Promise<string> {
  const challenge = `nordbank-portal-link-${randomBytes(24).toString('base64url')}`;
  const stale = await db.certificateChallenge.findMany({
    where: { developerId: input.developerId },
    orderBy: { createdAt: 'desc' },
    skip: liveChallengesKept - 1,
    select: { id: true },
  });
  await db.$transaction([
    db.certificateChallenge.deleteMany({
      where: {
        OR: [
          { id: { in: stale.map((row) => row.id) } },
          { developerId: input.developerId, expires: { lte: input.now } },
        ],
      },
    }),
    db.certificateChallenge.create({
      data: {
        id: newId(),
        developerId: input.developerId,
        challenge,
        expires: new Date(input.now.getTime() + challengeLifetimeMilliseconds),
      },
    }),
  ]);
  return challenge;
}

export type ConsumeCertificateChallengeInput = { developerId: string; challenge: string; now: Date };

/** Uses a challenge once: true only for a live challenge of this developer, which is deleted in the same statement. */
export async function consumeCertificateChallenge(input: ConsumeCertificateChallengeInput): Promise<boolean> {
  if (input.challenge.length > 200) return false;
  const used = await db.certificateChallenge.deleteMany({
    where: { challenge: input.challenge, developerId: input.developerId, expires: { gt: input.now } },
  });
  return used.count === 1;
}
