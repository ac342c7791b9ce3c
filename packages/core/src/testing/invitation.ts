import type { WireInvitation } from '../index.ts';
import {
  TEST_INVITATION_TOKEN,
  TEST_RESERVATION_ID,
  testParticipant,
  testWireReservation,
} from '../stores/invitation/test-wire.ts';

/** The reservation id and link token the panel tests answer. */
export const TEST_ID = TEST_RESERVATION_ID;
export const TEST_TOKEN = TEST_INVITATION_TOKEN;

/**
 * A 4-place padel reservation of hall 1 on its link, read by contact 40 (user 12 of `v2Token()`), not on it
 * yet; `players` are the pseudonyms of those who accepted, the organiser first.
 */
export function testInvitation({
  players = ['orga', 'b', 'c', 'd'],
  isSignedIn = true,
  reservation = {},
  me = {},
  ...rest
}: Partial<Omit<WireInvitation, 'reservation' | 'moi'>> & {
  players?: string[];
  isSignedIn?: boolean;
  reservation?: Partial<WireInvitation['reservation']>;
  /** Changes to the reader's part (`moi`): by default not on it, phone verified. */
  me?: Partial<NonNullable<WireInvitation['moi']>>;
} = {}): WireInvitation {
  return {
    ...testWireReservation({
      participants: players.map((pseudo, i) => testParticipant(i + 1, pseudo, i === 0)),
      reservation,
    }),
    moi: isSignedIn
      ? {
          idContact: 40,
          reponse: null,
          organisateur: false,
          reductions: [],
          portable: '0612345678',
          portableVerifie: true,
          ...me,
        }
      : null,
    famille: [],
    listeAttente: { enAttente: 0, position: null, placeReserveeJusqua: null },
    lienPartieOuverte: false,
    ...rest,
  };
}
