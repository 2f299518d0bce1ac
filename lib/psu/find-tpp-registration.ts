import { db } from '@/lib/db';
import type { TppRole } from '@/lib/generated/prisma/enums';

/** What the bank knows of a TPP from its certificate (D3), as the consent page shows it to the PSU. */
export type TppRegistration = { name: string; organizationIdentifier: string; roles: TppRole[] };

/** The registration as stored at the TPP's last signed request (D3); the SCA flow's TPP always exists (cascade). */
export async function findTppRegistration(tppId: string): Promise<TppRegistration> {
  return db.tpp.findUniqueOrThrow({
    where: { id: tppId },
    select: { name: true, organizationIdentifier: true, roles: true },
  });
}
