import { type HallDay, readHallDay, type WireDay } from './hall-day-wire.ts';
import {
  endStaffSession,
  onStaffSessionEnd,
  readStaffToken,
  saveStaffToken,
  staffCall,
} from './staff-session.ts';

/*
 * The console's calls, one function each, and the wire's French field names turned into plain English ones
 * here, at the edge (the server's schemas are in packages/server/src/routes/staff-*.ts).
 */

export type {
  DayClosure,
  DayCourt,
  DayPerson,
  DaySession,
  DeskBooking,
  HallDay,
} from './hall-day-wire.ts';

/** A role in a hall, as the server names it. */
export type StaffRole = 'proprietaire' | 'gestionnaire' | 'accueil';

/** The roles in the order the console offers them, the least powerful first. */
export const staffRoles: readonly StaffRole[] = ['accueil', 'gestionnaire', 'proprietaire'];

/** What a role allows in a hall (`day`, `desk`, `manage`, `rules`, `team`, `partners`, `audit`). */
export type StaffPermission = 'day' | 'desk' | 'manage' | 'rules' | 'team' | 'partners' | 'audit';

export interface StaffHall {
  key: string;
  name: string;
  role: StaffRole;
  permissions: StaffPermission[];
}

/** The signed-in member and the halls they serve. */
export interface StaffMe {
  email: string;
  halls: StaffHall[];
}

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  /** Has chosen a password (else their activation link is still out). */
  isActive: boolean;
}

export interface AuditLine {
  id: number;
  /** ISO instant. */
  at: string;
  by: string;
  action: string;
  details: Record<string, unknown>;
}

/** The wire names of the fields a form sends, to the form's own names. */
const formFields: Record<string, string> = {
  email: 'email',
  motDePasse: 'password',
  role: 'role',
  idZone: 'court',
  debut: 'startsAt',
  fin: 'endsAt',
  motif: 'reason',
  chaqueSemaineJusquAu: 'weeklyUntil',
  'client.nom': 'name',
  'client.portable': 'phone',
  'client.email': 'email',
  idSport: 'sport',
};

/** A {@link StaffApiError}'s field errors under the form's names. */
export function formErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([wire, message]) => [formFields[wire] ?? wire, message]),
  );
}

let me: { token: string; answer: Promise<StaffMe> } | null = null;
onStaffSessionEnd(() => {
  me = null;
});

/** `POST connexion`: signs in and keeps the token. */
export async function signIn(email: string, password: string): Promise<void> {
  const { token } = await staffCall<{ token: string }>('/connexion', {
    method: 'POST',
    body: { email, motDePasse: password },
    isPublic: true,
  });
  saveStaffToken(token);
}

/** `POST activation`: the one-time link's password; signed in after it. */
export async function activate(linkToken: string, password: string): Promise<void> {
  const { token } = await staffCall<{ token: string }>('/activation', {
    method: 'POST',
    body: { jeton: linkToken, motDePasse: password },
    isPublic: true,
  });
  saveStaffToken(token);
}

/** `POST deconnexion` (the token is revoked), then the session ends here whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await staffCall('/deconnexion', { method: 'POST' });
  } catch {
    // Offline or already expired: the tab forgets the token all the same.
  }
  endStaffSession({ reason: 'signed-out' });
}

interface WireMe {
  email: string;
  salles: { cle: string; nom: string; role: StaffRole; permissions: StaffPermission[] }[];
}

/** `GET moi`, asked once per token (the console's pages share it). */
export function fetchMe(): Promise<StaffMe> {
  const token = readStaffToken() ?? '';
  if (me?.token === token) return me.answer;
  const answer = staffCall<WireMe>('/moi').then((wire) => ({
    email: wire.email,
    halls: wire.salles.map((hall) => ({
      key: hall.cle,
      name: hall.nom,
      role: hall.role,
      permissions: hall.permissions,
    })),
  }));
  me = { token, answer };
  // A failed answer is not kept: the next page asks again.
  answer.catch(() => {
    if (me?.answer === answer) me = null;
  });
  return answer;
}

/** The hall's part of a console path: `/salles/padel-park`. */
export const hallPath = (hallKey: string) => `/salles/${encodeURIComponent(hallKey)}`;

/** `GET salles/{cle}/jour?date=`: without a date, today in the hall. */
export async function fetchHallDay(
  hallKey: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<HallDay> {
  const wire = await staffCall<WireDay>(`${hallPath(hallKey)}/jour`, {
    query: { date: date ?? undefined },
    signal,
  });
  return readHallDay(wire);
}

/** `GET salles/{cle}/semaine?du=`: the seven days, Monday first, of the week of `date` (none: this week). */
export async function fetchHallWeek(
  hallKey: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<HallDay[]> {
  const wire = await staffCall<{ jours: WireDay[] }>(`${hallPath(hallKey)}/semaine`, {
    query: { du: date ?? undefined },
    signal,
  });
  return wire.jours.map(readHallDay);
}

/** `GET salles/{cle}/personnel` (owners). */
export async function fetchStaff(hallKey: string, signal?: AbortSignal): Promise<StaffMember[]> {
  const wire = await staffCall<{
    personnel: { idPersonnel: number; email: string; role: StaffRole; actif: boolean }[];
  }>(`${hallPath(hallKey)}/personnel`, { signal });
  return wire.personnel.map((member) => ({
    id: member.idPersonnel,
    email: member.email,
    role: member.role,
    isActive: member.actif,
  }));
}

/** `POST salles/{cle}/personnel`: the activation link while the address has no password yet. */
export async function inviteStaff(hallKey: string, email: string, role: StaffRole) {
  const wire = await staffCall<{ idPersonnel: number; lienActivation: string | null }>(
    `${hallPath(hallKey)}/personnel`,
    { method: 'POST', body: { email, role } },
  );
  return { id: wire.idPersonnel, activationLink: wire.lienActivation };
}

/** `PUT salles/{cle}/personnel/{id}`. */
export async function changeStaffRole(hallKey: string, memberId: number, role: StaffRole): Promise<void> {
  await staffCall(`${hallPath(hallKey)}/personnel/${memberId}`, { method: 'PUT', body: { role } });
}

/** `DELETE salles/{cle}/personnel/{id}`. */
export async function removeStaff(hallKey: string, memberId: number): Promise<void> {
  await staffCall(`${hallPath(hallKey)}/personnel/${memberId}`, { method: 'DELETE' });
}

/** `GET salles/{cle}/journal`: `limit` lines, newest first, older than line `before`. */
export async function fetchAudit(
  hallKey: string,
  { before, limit }: { before?: number; limit: number },
  signal?: AbortSignal,
): Promise<AuditLine[]> {
  const wire = await staffCall<{
    actions: { id: number; quand: string; qui: string; action: string; details: Record<string, unknown> }[];
  }>(`${hallPath(hallKey)}/journal`, { query: { limite: limit, avant: before }, signal });
  return wire.actions.map((line) => ({
    id: line.id,
    at: line.quand,
    by: line.qui,
    action: line.action,
    details: line.details,
  }));
}

/** A closure to make: a court (or the whole floor, `courtId` null), instants with the hall's offset. */
export interface ClosureRequest {
  courtId: number | null;
  startsAt: string;
  endsAt: string;
  reason: string;
  /** The last week's start, for a weekly closure. */
  weeklyUntil?: string;
  /** Cancel the reservations in the way in the same action (their players are told, with the motif). */
  cancelReservations?: boolean;
}

/** `POST salles/{cle}/fermetures` (managers): a 409 names the reservations in the way. */
export async function closeCourts(hallKey: string, request: ClosureRequest): Promise<void> {
  await staffCall(`${hallPath(hallKey)}/fermetures`, {
    method: 'POST',
    body: {
      idZone: request.courtId,
      debut: request.startsAt,
      fin: request.endsAt,
      motif: request.reason,
      ...(request.weeklyUntil ? { chaqueSemaineJusquAu: request.weeklyUntil } : {}),
      ...(request.cancelReservations ? { annulerReservations: true } : {}),
    },
  });
}

/** `DELETE salles/{cle}/fermetures/{id}` (managers). */
export async function reopenClosure(hallKey: string, closureId: number): Promise<void> {
  await staffCall(`${hallPath(hallKey)}/fermetures/${closureId}`, { method: 'DELETE' });
}

/** `POST reservations/{id}/annulation` (managers): false when it was cancelled already. */
export async function cancelReservation(reservationId: string, reason: string): Promise<boolean> {
  const wire = await staffCall<{ annulee: boolean }>(
    `/reservations/${encodeURIComponent(reservationId)}/annulation`,
    { method: 'POST', body: { motif: reason } },
  );
  return wire.annulee;
}

/** `POST salles/{cle}/guichet/{id}/annulation` (managers): false when it was cancelled already. */
export async function cancelDeskBooking(
  hallKey: string,
  deskBookingId: number,
  reason: string,
): Promise<boolean> {
  const wire = await staffCall<{ annulee: boolean }>(
    `${hallPath(hallKey)}/guichet/${deskBookingId}/annulation`,
    {
      method: 'POST',
      body: { motif: reason },
    },
  );
  return wire.annulee;
}

/** `POST salles/{cle}/entrees` (every role): the participant's arrival, ISO with the hall's offset. */
export async function enterByHand(
  hallKey: string,
  entry: { reservationId: string; participantId: number; reason: string },
): Promise<string> {
  const wire = await staffCall<{ arrive: string }>(`${hallPath(hallKey)}/entrees`, {
    method: 'POST',
    body: { idReservation: entry.reservationId, idParticipant: entry.participantId, motif: entry.reason },
  });
  return wire.arrive;
}
