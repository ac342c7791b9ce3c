import type { OpenAPIHono } from '@hono/zod-openapi';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { call } from './accounts-test-helpers.ts';

/** An invitation link: its reservation's id and token. */
export interface InvitationLink {
  id: string;
  token: string;
}

/** The invitation page's read of `link` (`GET v2 reservations/groupe/invitation`), as `player` when given. */
export const readLink = (app: OpenAPIHono, link: InvitationLink, player?: TestPlayer) =>
  call(app, 'GET', `/api/v2/reservations/groupe/invitation?reservation=${link.id}&invitation=${link.token}`, {
    token: player?.token,
  });

/** `player` answers on `link` for the contacts listed (`POST v2 invitation/reponse`). */
export const answerLink = (
  app: OpenAPIHono,
  link: InvitationLink,
  player: TestPlayer,
  reponses: { idUser: number; reponse: number }[],
) =>
  call(app, 'POST', '/api/v2/invitation/reponse', {
    token: player.token,
    body: { uuidReservation: link.id, uuidInvitation: link.token, reponses },
  });

/** `player` accepts `link` for themselves alone. */
export const acceptLink = (app: OpenAPIHono, link: InvitationLink, player: TestPlayer) =>
  answerLink(app, link, player, [{ idUser: player.contactId, reponse: 2 }]);
