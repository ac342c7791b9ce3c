// The export's readable summary (`resume`), in French sentences at the top of the same file: one download
// serves both the person who reads it (article 15) and the program that imports it (article 20).
import { firstOfMonth } from '@multisalle/core';
import type { MyData } from './export-schema.ts';

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const moment = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const noticeKindNames = {
  rappels: 'rappels',
  reponses: 'réponses à vos invitations',
  actualites: 'nouvelles des salles',
} as const;

/** « Mes notifications » in one sentence: each choosable kind with its channels. */
function noticesLine(choices: MyData['notifications']): string {
  const kinds = (Object.keys(noticeKindNames) as (keyof typeof noticeKindNames)[]).map((kind) => {
    const channels = [choices[kind].mail && 'e-mail', choices[kind].sms && 'SMS'].filter(Boolean);
    return `${noticeKindNames[kind]}\u00a0: ${channels.length ? channels.join(' et ') : 'non'}`;
  });
  const when = choices.choisiesLe ? 'vos choix' : 'les choix par défaut';
  return `Notifications (${when})\u00a0: ${kinds.join('\u00a0; ')}\u00a0; paiements et annulations\u00a0: toujours par e-mail.`;
}

const decimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The levels in one sentence: each sport's level, provisional or not, and whether others see them. */
function levelsLine(levels: MyData['niveaux']): string {
  if (levels.parSport.length === 0) return 'Niveaux\u00a0: aucun (aucun match enregistré par une salle).';
  const sports = levels.parSport.map(
    (level) => `${level.sport} ${decimal.format(level.niveau)}${level.provisoire ? ' (provisoire)' : ''}`,
  );
  return `Niveaux\u00a0: ${sports.join(', ')}\u00a0; ${levels.masqueAuxAutres ? 'masqués aux autres joueurs' : 'visibles des autres joueurs'}.`;
}

/** The `resume` of an export. */
export function summarise(data: Omit<MyData, 'resume'>, generatedAt: Date, brand: string): MyData['resume'] {
  const { compte, paiements, statistiques } = data;
  const organised = data.reservations.filter((r) => r.role === 'organisateur').length;
  const answers = data.reservations.reduce((sum, r) => sum + r.reponses.length, 0);
  const paidCents = paiements.parts
    .filter((part) => part.statut === 'paid')
    .reduce((sum, part) => sum + part.montantCents, 0);
  const card = paiements.carteEnregistree;
  const refundedCents = paiements.remboursements
    .filter((refund) => refund.statut === 'effectue')
    .reduce((sum, refund) => sum + refund.montantCents, 0);
  const refunds =
    paiements.remboursements.length === 0
      ? ''
      : `, ${count(paiements.remboursements.length, 'remboursement', 'remboursements')} (${euros.format(refundedCents / 100)} remboursés)`;
  const mails = data.messages.filter((m) => m.canal === 'mail').length;
  const played = statistiques.vous.performances;
  const lines = [
    `Compte\u00a0: ${compte.prenom} ${compte.nom}, pseudonyme « ${compte.pseudo} », adresse ${compte.email}${
      compte.portable ? `, mobile ${compte.portable}` : ''
    }, créé le ${firstOfMonth(day.format(new Date(compte.creeLe)))}.`,
    `Famille\u00a0: ${count(data.famille.length, 'membre enregistré', 'membres enregistrés')}.`,
    `Réservations\u00a0: ${data.reservations.length}, dont ${organised} organisée${organised > 1 ? 's' : ''} par vous\u00a0; ${count(answers, 'réponse enregistrée', 'réponses enregistrées')} (vous et votre famille).`,
    `Paiements\u00a0: ${count(paiements.parts.length, 'part', 'parts')} de séances, ${euros.format(paidCents / 100)} payés${refunds}\u00a0; ${
      card
        ? `carte enregistrée se terminant par ${card.derniersChiffres}, expirant en ${String(card.moisExpiration).padStart(2, '0')}/${card.anneeExpiration}.`
        : 'aucune carte enregistrée.'
    }`,
    `Messages envoyés\u00a0: ${count(mails, 'e-mail', 'e-mails')} et ${count(data.messages.length - mails, 'SMS', 'SMS')}.`,
    `Consentements\u00a0: ${count(data.consentements.conventions.length, 'règlement accepté', 'règlements acceptés')}, ${count(data.consentements.videosSecurite.length, 'vidéo de sécurité déclarée vue', 'vidéos de sécurité déclarées vues')}\u00a0; informations des salles par e-mail\u00a0: ${
      compte.emailingCollectivite ? 'oui' : 'non'
    }. ${data.consentements.cookies.explication}`,
    noticesLine(data.notifications),
    `Statistiques\u00a0: ${count(played.nbMatchs, 'match joué', 'matchs joués')}, ${count(played.nbVictoires, 'victoire', 'victoires')}.`,
    levelsLine(data.niveaux),
    "Les liens et les codes des messages sont retirés de ce fichier\u00a0: il ne permet pas d'accéder à votre compte. Les montants sont en centimes d'euro, les dates au format ISO 8601 (heure UTC).",
  ];
  return {
    titre: `Vos données ${brand}, au ${firstOfMonth(moment.format(generatedAt))}`,
    genereLe: generatedAt.toISOString(),
    lignes: lines,
  };
}
