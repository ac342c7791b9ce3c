import { apiRequest } from '../http';
import { $sessionState } from './store';

/** The kinds of notices a player chooses, as the wire names them. */
export type NoticeKind = 'rappels' | 'reponses' | 'actualites';

/** A kind's channels; `isLocked` for payments and cancellations, which cannot be turned off. */
export interface NoticeChannels {
  mail: boolean;
  sms: boolean;
  isLocked?: boolean;
}

/** « Mes notifications »: the choosable kinds and the locked ones. */
export type NoticeChoices = Record<NoticeKind | 'paiements' | 'annulations', NoticeChannels>;

type WireChoices = Record<string, { mail: boolean; sms: boolean; modifiable?: boolean }>;

const mapChoices = (wire: WireChoices): NoticeChoices => {
  const read = (kind: string): NoticeChannels => ({
    mail: wire[kind]?.mail ?? false,
    sms: wire[kind]?.sms ?? false,
    ...(wire[kind]?.modifiable === false ? { isLocked: true } : {}),
  });
  return {
    rappels: read('rappels'),
    reponses: read('reponses'),
    actualites: read('actualites'),
    paiements: read('paiements'),
    annulations: read('annulations'),
  };
};

/**
 * The signed-in player's notice choices (`GET v2 /users/{id}/notifications`), `null` signed out or on
 * failure (silent: the card says so).
 *
 * @example const choices = await loadNoticeChoices();
 */
export async function loadNoticeChoices(): Promise<NoticeChoices | null> {
  const { user } = $sessionState.get();
  if (!user) return null;
  try {
    // The card says itself when it could not load: no toast over the rest of MON COMPTE.
    const wire = await apiRequest<WireChoices>('v2', `/users/${user.userId}/notifications`, {
      secure: true,
      silent: true,
    });
    return wire ? mapChoices(wire) : null;
  } catch {
    return null;
  }
}

/**
 * Changes one kind's channel (`PUT v2 /users/{id}/notifications`); resolves all the choices as saved, or
 * `null` on failure (toasted).
 *
 * @example await changeNoticeChoice('rappels', 'sms', false);
 */
export async function changeNoticeChoice(
  kind: NoticeKind,
  channel: 'mail' | 'sms',
  isOn: boolean,
): Promise<NoticeChoices | null> {
  const { user } = $sessionState.get();
  if (!user) return null;
  try {
    const wire = await apiRequest<WireChoices>('v2', `/users/${user.userId}/notifications`, {
      method: 'PUT',
      secure: true,
      body: { [kind]: { [channel]: isOn } },
    });
    return wire ? mapChoices(wire) : null;
  } catch {
    return null;
  }
}
