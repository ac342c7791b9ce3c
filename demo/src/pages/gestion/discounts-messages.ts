import { euros } from './action-messages.ts';
import type { DiscountCode, DiscountState } from './discounts-api.ts';
import { dateText, isLocalDate } from './format.ts';

/** The French texts of the hall's discount codes (`/gestion/:cle/reductions`). */
export const discountsMessages = {
  nav: 'Réductions',
  title: 'Réductions',
  intro:
    "Les codes que vos joueurs saisissent dans leur panier. Une utilisation est une réservation validée avec le code (une réservation annulée la rend)\u00a0; un code retiré n'est plus accepté, ses utilisations restent comptées.",
  table: 'Les codes de réduction de la salle',
  none: 'Aucun code de réduction pour le moment.',
  code: 'Code',
  value: 'Réduction',
  uses: 'Utilisations',
  validity: 'Validité',
  state: 'État',
  actions: 'Actions',
  cumulative: 'cumulable',
  withdraw: 'Retirer',
  confirmWithdraw: 'Confirmer le retrait',
  withdrawing: 'Retrait en cours…',
  back: 'Annuler',
  // The new code.
  addTitle: 'Créer un code',
  codeLabel: 'Code',
  codeHint: '3 à 20 lettres, chiffres ou tirets.',
  kindLegend: 'Type de réduction',
  kindPercent: 'En pourcentage',
  kindAmount: 'En euros',
  percentLabel: 'Pourcentage (%)',
  percentHint: 'De 1 à 100.',
  amountLabel: 'Montant (€)',
  amountHint: 'Par exemple 5 ou 7,50.',
  maxUsesLabel: "Nombre d'utilisations au plus",
  maxUsesHint: 'Vide\u00a0: sans limite.',
  fromLabel: 'Du (premier jour)',
  fromHint: 'Vide\u00a0: dès maintenant.',
  untilLabel: 'Au (dernier jour inclus)',
  untilHint: 'Vide\u00a0: sans date de fin.',
  cumulativeLabel: 'Cumulable avec les autres réductions cumulables',
  addSubmit: 'CRÉER LE CODE',
  saving: 'Enregistrement en cours…',
  // Checks before sending.
  codeInvalid: 'Saisissez de 3 à 20 lettres sans accent, chiffres ou tirets.',
  percentInvalid: 'Saisissez un pourcentage entier de 1 à 100.',
  amountInvalid: 'Saisissez un montant en euros, par exemple 5 ou 7,50.',
  maxUsesInvalid: "Saisissez un nombre entier d'au moins 1, ou laissez vide.",
  untilBeforeFrom: 'Le dernier jour vient avant le premier.',
} as const;

/** The states in words. */
export const discountStateWords: Record<DiscountState, string> = {
  active: 'Active',
  avenir: 'À venir',
  expiree: 'Expirée',
  epuisee: 'Épuisée',
  retiree: 'Retirée',
};

/** « 10 % » or « 5,00 € ». */
export const discountValueText = (code: Pick<DiscountCode, 'percent' | 'amountCents'>) =>
  code.percent !== null ? `${code.percent}\u00a0%` : euros(code.amountCents ?? 0);

/** « utilisé 3 fois sur 10 », « utilisé 1 fois (sans limite) ». */
export const usesText = (uses: number, maxUses: number | null) =>
  maxUses === null ? `utilisé ${uses}\u00a0fois (sans limite)` : `utilisé ${uses}\u00a0fois sur ${maxUses}`;

/** « du mardi 1 décembre 2026 au jeudi 31 décembre 2026 », « jusqu'au … », « à partir du … », « sans limite ». */
export function validityText(from: string | null, until: string | null): string {
  if (from && until) return `du ${dateText(from)} au ${dateText(until)}`;
  if (from) return `à partir du ${dateText(from)}`;
  if (until) return `jusqu'au ${dateText(until)}`;
  return 'sans limite de date';
}

export const withdrawOf = (code: string) => `Retirer le code ${code}`;

function keptUses(uses: number): string {
  if (uses === 0) return "il n'a pas encore servi";
  if (uses === 1) return 'son utilisation reste comptée';
  return `ses ${uses}\u00a0utilisations restent comptées`;
}

export const withdrawQuestion = (code: string, uses: number) =>
  `Retirer le code ${code}\u00a0? Les joueurs ne pourront plus l'utiliser\u00a0; ${keptUses(uses)}.`;

export const withdrawnText = (code: string) =>
  `Code ${code} retiré\u00a0: les joueurs ne peuvent plus l'utiliser.`;

export const createdText = (code: DiscountCode) =>
  code.state === 'avenir' && code.from
    ? `Code ${code.code} créé\u00a0: les joueurs pourront l'utiliser à partir du ${dateText(code.from)}.`
    : `Code ${code.code} créé\u00a0: les joueurs peuvent l'utiliser dès maintenant.`;

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);
const dayOr = (value: unknown) => (typeof value === 'string' && isLocalDate(value) ? value : null);

/**
 * The journal's words for a new code: « NOEL-2026 : 10 %, 10 utilisations au plus, du … au … ».
 *
 * @example addedCodeText({ code: 'NOEL', pourcentage: 10, limiteUtilisations: null, du: null, au: null })
 */
export function addedCodeText(details: Record<string, unknown>): string {
  const value = discountValueText({
    percent: numberOr(details.pourcentage),
    amountCents: numberOr(details.montantCentimes),
  });
  const limit = numberOr(details.limiteUtilisations);
  return [
    `${String(details.code ?? '—')}\u00a0: ${value}`,
    limit === null
      ? "sans limite d'utilisations"
      : `${limit}\u00a0utilisation${limit > 1 ? 's' : ''} au plus`,
    validityText(dayOr(details.du), dayOr(details.au)),
  ].join(', ');
}

/** The journal's words for a withdrawn code: « NOEL-2026 (utilisé 3 fois) ». */
export const withdrawnCodeText = (details: Record<string, unknown>) =>
  `${String(details.code ?? '—')} (utilisé ${numberOr(details.utilisations) ?? 0}\u00a0fois)`;
