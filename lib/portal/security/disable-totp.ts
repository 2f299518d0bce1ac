import { db } from '@/lib/db';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';

/**
 * D27: turns a developer's second factor off and deletes its secret and recovery codes; refused (`required`) while
 * the developer's TPP requires TOTP. The caller has required a recent authentication.
 */
export async function disableTotp(input: {
  developer: { id: string; email: string; tppId: string | null };
}): Promise<'disabled' | 'required' | 'none'> {
  const outcome = await db.$transaction(async (client) => {
    const [row] = await client.$queryRaw<
      { totpEnabledAt: Date | null; requiresTotp: boolean | null }[]
    >`SELECT d."totpEnabledAt", t."requiresTotp" FROM "Developer" d LEFT JOIN "Tpp" t ON t.id = d."tppId"
      WHERE d.id = ${input.developer.id} FOR UPDATE OF d`;
    if (!row?.totpEnabledAt) return 'none' as const;
    if (row.requiresTotp) return 'required' as const;
    await client.developer.update({
      where: { id: input.developer.id },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    await client.recoveryCode.deleteMany({ where: { developerId: input.developer.id } });
    return 'disabled' as const;
  });
  if (outcome === 'disabled' && input.developer.tppId)
    await recordPortalChange({ tppId: input.developer.tppId, developer: input.developer, kind: 'TOTP_DISABLED' });
  return outcome;
}
