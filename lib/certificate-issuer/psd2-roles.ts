/** D3: the PSD2 roles of ETSI TS 119 495, named and numbered as in the certificate's QCStatement. */
export const psd2Roles = ['PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC'] as const;

export type Psd2Role = (typeof psd2Roles)[number];

export const psd2RoleOids: Record<Psd2Role, string> = {
  /** Account servicing (the bank itself). */
  PSP_AS: '0.4.0.19495.1.1',
  /** Payment initiation. */
  PSP_PI: '0.4.0.19495.1.2',
  /** Account information. */
  PSP_AI: '0.4.0.19495.1.3',
  /** Issuing of card-based payment instruments (funds confirmation). */
  PSP_IC: '0.4.0.19495.1.4',
};

export function isPsd2Role(value: string): value is Psd2Role {
  return (psd2Roles as readonly string[]).includes(value);
}
