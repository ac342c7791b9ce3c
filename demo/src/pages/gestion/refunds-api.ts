import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * The calls of the hall's refunds (`manage` permission: owners and managers), the wire's French names turned
 * into English ones here (the server's schemas are in packages/server/src/routes/staff-refunds.ts).
 */

/** Where a refund is: asked and not done yet, done, or given up (refused, or the provider out of reach). */
export type RefundState = 'en-cours' | 'effectue' | 'echec';

/** One refund of a share of a game the hall cancelled. */
export interface HallRefund {
  id: string;
  state: RefundState;
  amountCents: number;
  player: string;
  reservationId: string;
  court: string;
  /** The game's start (an instant). */
  startsAt: string;
  requestedAt: string;
  doneAt: string | null;
  attempts: number;
  error: { code: string; message: string } | null;
}

interface WireRefund {
  id: string;
  statut: RefundState;
  montantCentimes: number;
  joueur: string;
  idReservation: string;
  terrain: string;
  debut: string;
  demandeLe: string;
  faitLe: string | null;
  tentatives: number;
  erreur: { code: string; message: string } | null;
}

const refundOf = (wire: WireRefund): HallRefund => ({
  id: wire.id,
  state: wire.statut,
  amountCents: wire.montantCentimes,
  player: wire.joueur,
  reservationId: wire.idReservation,
  court: wire.terrain,
  startsAt: wire.debut,
  requestedAt: wire.demandeLe,
  doneAt: wire.faitLe,
  attempts: wire.tentatives,
  error: wire.erreur,
});

/** The hall's refunds, newest asked first, all or in one state. */
export async function fetchRefunds(
  hallKey: string,
  state: RefundState | undefined,
  signal?: AbortSignal,
): Promise<HallRefund[]> {
  const answer = await staffCall<{ remboursements: WireRefund[] }>(`${hallPath(hallKey)}/remboursements`, {
    query: { statut: state },
    signal,
  });
  return answer.remboursements.map(refundOf);
}

/** Asks a failed refund again: it comes back pending. */
export async function retryRefund(hallKey: string, refundId: string): Promise<HallRefund> {
  return refundOf(
    await staffCall<WireRefund>(
      `${hallPath(hallKey)}/remboursements/${encodeURIComponent(refundId)}/relance`,
      {
        method: 'POST',
      },
    ),
  );
}
