// The mobile app's page of <multisalle-planning> (the token handshake is app-host.js): /app/planning/{cle}
// (or ?salle={cle}), ?sport={idSport or key}, ?ajout=panier. It tells the app which slot a player picked,
// with everything `panier/ajout` and the app's screens need (hall id and key, court `nIdZone` and name,
// sport id and key, start and end in ISO 8601 with their offset, the whole slot's price and one player's
// share, in cents). With ?ajout=panier the
// element puts the slot in the cart itself (the player sees its toast and the slot turn « in cart »), then
// the page says so (`inCart: true`), or tells the server's refusal as `multisalle:error`. A visitor with no
// token who picks a slot: `multisalle:login-required`, then `multisalle:session-required`; the app signs the player in, then hands the token over.
// It runs before app-host.js, so the element has its hall before the token renders it.
import type { SlotPickedDetail } from '../planning/planning-element';
import { pageElement, tellApp } from './tell-app';

const params = new URLSearchParams(window.location.search);
const [, , , key] = window.location.pathname.split('/'); // /app/planning/{cle}
const element = pageElement('multisalle-planning');
element.setAttribute('hall', decodeURIComponent(key || params.get('salle') || ''));
const sport = params.get('sport');
if (sport) element.setAttribute('sport', sport);
// r2wc reads a boolean attribute only as "true" (a bare attribute is ignored).
if (params.get('ajout') === 'panier') element.setAttribute('add-to-cart', 'true');

/** The slot as the app needs it, from the element's event detail. */
const slotOf = (detail: SlotPickedDetail) => ({
  hallId: detail.hallId,
  hallKey: detail.hallKey,
  slotId: detail.slot.id,
  courtId: detail.courtId,
  courtName: detail.courtName,
  sportId: detail.sportId,
  sportKey: detail.sportKey,
  startsAt: detail.startsAt,
  endsAt: detail.endsAt,
  priceCents: detail.priceCents,
  perPlayerCents: detail.slot.perPersonCents,
});

document.addEventListener('multisalle:slot-picked', (event) =>
  tellApp({ type: 'multisalle:slot-picked', ...slotOf(event.detail), inCart: event.detail.inCart === true }),
);
// The same failure's toast is relayed by app-host.js too; its tell drops the repeat.
document.addEventListener('multisalle:cart-add-refused', (event) =>
  tellApp({
    type: 'multisalle:error',
    page: 'planning',
    code: event.detail.code,
    message: event.detail.message,
  }),
);
// A visitor's pick: the slot to book once signed in, and the contract's common « a player is needed ».
document.addEventListener('multisalle:login-required', (event) => {
  tellApp({
    type: 'multisalle:login-required',
    hallId: event.detail.hallId,
    hallKey: event.detail.hallKey,
    slotId: event.detail.slot.id,
    courtId: event.detail.courtId,
    sportId: event.detail.sportId,
  });
  tellApp({ type: 'multisalle:session-required', page: 'planning' });
});
