import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * The calls of the hall's discount codes (`rules` permission: owners and managers), the wire's French names
 * turned into English ones here (the server's schemas are in packages/server/src/routes/staff-discounts.ts).
 */

/** Where a code stands: `avenir` before its first day. */
export type DiscountState = 'active' | 'avenir' | 'expiree' | 'epuisee' | 'retiree';

/** One of the hall's codes, with its uses. */
export interface DiscountCode {
  id: number;
  code: string;
  label: string;
  percent: number | null;
  amountCents: number | null;
  isCumulative: boolean;
  /** `null`: no limit. */
  maxUses: number | null;
  uses: number;
  /** Its first and last days (`AAAA-MM-JJ`, the hall's), `null` when open. */
  from: string | null;
  until: string | null;
  withdrawnAt: string | null;
  state: DiscountState;
}

/** A code to create: a percentage or an amount. */
export interface NewDiscountCode {
  code: string;
  percent: number | null;
  amountCents: number | null;
  maxUses: number | null;
  from: string | null;
  until: string | null;
  isCumulative: boolean;
}

interface WireCode {
  idReduction: number;
  code: string;
  libelle: string;
  pourcentage: number | null;
  montantCentimes: number | null;
  cumulable: boolean;
  limiteUtilisations: number | null;
  utilisations: number;
  du: string | null;
  au: string | null;
  retireeLe: string | null;
  etat: DiscountState;
}

const codeOf = (wire: WireCode): DiscountCode => ({
  id: wire.idReduction,
  code: wire.code,
  label: wire.libelle,
  percent: wire.pourcentage,
  amountCents: wire.montantCentimes,
  isCumulative: wire.cumulable,
  maxUses: wire.limiteUtilisations,
  uses: wire.utilisations,
  from: wire.du,
  until: wire.au,
  withdrawnAt: wire.retireeLe,
  state: wire.etat,
});

/** The wire names of the create call's fields, to the form's own. */
export const discountFormFields: Record<string, string> = {
  code: 'code',
  pourcentage: 'value',
  montantCentimes: 'value',
  limiteUtilisations: 'maxUses',
  du: 'from',
  au: 'until',
};

const base = (hallKey: string) => `${hallPath(hallKey)}/reductions`;

/** `GET salles/{cle}/reductions`: the hall's codes, newest first, withdrawn ones included. */
export async function fetchDiscountCodes(hallKey: string, signal?: AbortSignal): Promise<DiscountCode[]> {
  const wire = await staffCall<{ reductions: WireCode[] }>(base(hallKey), { signal });
  return wire.reductions.map(codeOf);
}

/** `POST salles/{cle}/reductions`: creates a code; answers it as the server keeps it. */
export async function createDiscountCode(hallKey: string, code: NewDiscountCode): Promise<DiscountCode> {
  const wire = await staffCall<WireCode>(base(hallKey), {
    method: 'POST',
    body: {
      code: code.code,
      ...(code.percent !== null ? { pourcentage: code.percent } : { montantCentimes: code.amountCents }),
      limiteUtilisations: code.maxUses,
      du: code.from,
      au: code.until,
      cumulable: code.isCumulative,
    },
  });
  return codeOf(wire);
}

/** `DELETE salles/{cle}/reductions/{id}`: withdraws a code (its uses stay); answers it withdrawn. */
export async function withdrawDiscountCode(hallKey: string, id: number): Promise<DiscountCode> {
  return codeOf(await staffCall<WireCode>(`${base(hallKey)}/${id}`, { method: 'DELETE' }));
}
