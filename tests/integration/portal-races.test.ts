import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { browserAt } from './support/browser-at-address';
import { pathOf, signInAt, verifiedDeveloperAt } from './support/portal-account';
import { waitFor } from './support/wait-for';

// D27 under concurrency: what the portal promises holds whichever request commits first.
afterAll(async () => {
  await db.$disconnect();
});

describe('a password reset racing sign-ins with the old password', () => {
  it('leaves no session made with the old password, whenever the sign-in checked it', async () => {
    for (let round = 0; round < 3; round++) {
      const { email, password } = await verifiedDeveloperAt(browserAt());
      const developer = await db.developer.findUniqueOrThrow({ where: { email }, select: { id: true } });
      expect((await browserAt().post('/portal/actions/forgot-password', { email })).headers.location).toBe('/portal/forgot-password?mailed=1');
      const { links } = await waitFor(() => db.portalMail.findFirst({ where: { to: email, subject: 'Set a new password for the Nordbank developer portal' }, select: { links: true } }));
      const token = new URL(links[0] ?? '').searchParams.get('token') ?? '';
      expect(pathOf(links[0] ?? '')).toContain('/portal/reset-password');
      // Whoever knew the old password signs in again and again while the owner sets a new one.
      let isReset = false;
      const reset = browserAt()
        .post('/portal/actions/reset-password', { token, password: 'a brand new long password' })
        .finally(() => (isReset = true));
      const intruders = Array.from({ length: 3 }, async () => {
        const signedIn: ReturnType<typeof browserAt>[] = [];
        while (!isReset) {
          const intruder = browserAt();
          if (!(await signInAt(intruder, email, password)).error) signedIn.push(intruder);
        }
        return signedIn;
      });
      expect((await reset).headers.location).toBe('/portal/sign-in?reset=1');
      const signedIn = (await Promise.all(intruders)).flat();
      // The reset ended every session; none made with the old password outlived it.
      expect(await db.portalSession.count({ where: { developerId: developer.id } })).toBe(0);
      for (const intruder of signedIn) expect((await intruder.get('/portal')).status).toBe(307);
    }
  });
});
