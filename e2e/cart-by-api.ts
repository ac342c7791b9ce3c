// A test's set-up that puts a free slot in a player's cart through the API, as the planning's click would.
import { type APIRequestContext, expect, serverToday } from './clock';
import { hallByKey, type WireHall, type WireSlot } from './support';

export interface FreeSlotChoice {
  /**
   * Which free slot, counted from the end of the coming week (0 the last): parallel tests give each their own
   * so that they never want the same slot.
   */
  fromEnd: number;
  /** Only slots of a whole court (not a place or a class); true unless told. */
  courtsOnly?: boolean;
  /** Only slots with a price. */
  paidOnly?: boolean;
}

/**
 * Puts a free slot of the hall's first sport, from tomorrow to the end of the week on the server's clock, in
 * the cart of the player whose `Authorization` header is given; the hall's conventions are left as they are.
 *
 * @example const { hall, slot, sport } = await addFreeSlotToCart(request, player.headers, 'padel-park', { fromEnd: 3 })
 */
export async function addFreeSlotToCart(
  request: APIRequestContext,
  headers: Record<string, string>,
  hallKey: string,
  { fromEnd, courtsOnly = true, paidOnly = false }: FreeSlotChoice,
): Promise<{ hall: WireHall; slot: WireSlot; sport: { idSport: number; libelle: string } }> {
  const hall = await hallByKey(request, hallKey);
  const sport = (hall.sports as { idSport: number; libelle: string }[])[0];
  if (!sport) throw new Error(`${hallKey} has no sport.`);
  const today = await serverToday(request);
  const response = await request.get(
    `/api/v2/creneaux/multisalle/${hall.idMultisalle}/debut/${today}/duree/7?activite=${sport.idSport}`,
  );
  expect(response.status()).toBe(200);
  const { creneaux } = (await response.json()) as { creneaux: WireSlot[] };
  const slot = creneaux
    .filter(
      (candidate) =>
        candidate.sStatut === 'disponible' &&
        (!courtsOnly || !candidate.typeCreneau || candidate.typeCreneau === 'terrain') &&
        (!paidOnly || candidate.fTarif > 0) &&
        candidate.dtDateHeureDebut.slice(0, 10) > today,
    )
    .at(-1 - fromEnd);
  if (!slot) throw new Error(`No free ${sport.libelle} slot at ${hallKey} in the next days.`);
  const added = await request.post('/api/v2/panier/ajout', {
    headers,
    data: { nIdSport: sport.idSport, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone },
  });
  expect(added.status()).toBe(200);
  expect(await added.json()).toMatchObject({ _type: 'succes' });
  return { hall, slot, sport };
}

/**
 * Validates the organiser's cart with the bill shared between the players (its conventions accepted
 * beforehand) and gives the reservation's id and its invitation token, as the invitation link carries them.
 *
 * @example const { id, invitation } = await bookSharedCart(request, organiser.headers, 'app-flows')
 */
export async function bookSharedCart(
  request: APIRequestContext,
  headers: Record<string, string>,
  label: string,
): Promise<{ id: string; invitation: string }> {
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${label}-${Date.now()}` },
    data: { partagePaiement: true },
  });
  expect(validated.status()).toBe(200);
  const { reservations } = (await validated.json()) as { reservations: { id_reservation: string }[] };
  const id = reservations[0]?.id_reservation ?? '';
  const link = await request.get(`/api/v2/jeton_invitation/${id}`, { headers });
  const invitation = ((await link.json()) as { jetonInvitation: string }).jetonInvitation;
  return { id, invitation };
}
