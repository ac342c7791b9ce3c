import { describe, expect, it } from 'vitest';
import {
  acceptConditionCodes,
  BOOKING_NOT_ALLOWED_CODE,
  HALL_NOT_FOUND_CODE,
  messageForCode,
  notAllowedToBookMessage,
  serverCodeMessages,
} from './catalogue';

const codes = Object.keys(serverCodeMessages);
const countOf = (prefix: string) =>
  codes.filter((code) => new RegExp(`^${prefix}-\\d{3}$`).test(code)).length;

describe('the server code catalogue (spec 1 section 8)', () => {
  it.each([
    ['CONNEXION', 2],
    ['PANIER', 14],
    ['CRENEAU', 16],
    ['INVITE', 8],
    ['RESERVATION', 20],
    ['GRAND-PUBLIC', 40],
    ['CONTACT', 11],
    ['MEMBRE', 1],
    ['COMPTE', 16],
    ['UPLOAD', 4],
  ])('holds every %s code (%i)', (prefix, count) => {
    expect(countOf(prefix)).toBe(count);
  });

  it('numbers each prefix without gaps, RESERVATION adding 034 after 019', () => {
    for (const [prefix, last] of [
      ['PANIER', 14],
      ['CRENEAU', 16],
      ['GRAND-PUBLIC', 40],
      ['COMPTE', 16],
    ] as const) {
      for (let n = 1; n <= last; n += 1)
        expect(messageForCode(`${prefix}-${String(n).padStart(3, '0')}`)).toBeTruthy();
    }
    expect(messageForCode('RESERVATION-019')).toBeTruthy();
    expect(messageForCode('RESERVATION-020')).toBeUndefined();
    expect(messageForCode('RESERVATION-034')).toBeTruthy();
  });

  it('quotes the spec letter for letter', () => {
    expect(messageForCode('CONNEXION-000')).toBe('Identifiant ou mot de passe invalide.');
    expect(messageForCode('CONNEXION-001')).toBe('Identifiant ou mot de passe invalide.');
    expect(messageForCode('CRENEAU-006')).toBe('Ce créneau est déjà réservé');
    expect(messageForCode('RESERVATION-019')).toBe(
      'Le nombre de personnes que vous souhaitez ajouter dépasse la limite maximum de personnes autorisées sur la réservation',
    );
    expect(messageForCode('GRAND-PUBLIC-019')).toBe('Le compte est déjà actif.');
    expect(Object.values(serverCodeMessages)).toContain('Veuillez saisir un numéro de téléphone valide');
    expect(Object.values(serverCodeMessages)).toContain("La taille de l'image doit être inférieure à 5Mo");
  });

  it('gives the meanings the spec lists at their numbers', () => {
    expect(messageForCode('CRENEAU-009')).toMatch(/labellisé/);
    expect(messageForCode('CRENEAU-014')).toMatch(/fermé/);
    expect(messageForCode('INVITE-004')).toMatch(/déjà été ajouté à cette réservation/);
    expect(messageForCode('RESERVATION-012')).toMatch(/dépassée/);
    expect(messageForCode('GRAND-PUBLIC-004')).toMatch(/téléphone/);
    expect(messageForCode('GRAND-PUBLIC-005')).toMatch(/nom de joueur/);
    expect(messageForCode('GRAND-PUBLIC-006')).toMatch(/email/);
    expect(messageForCode('GRAND-PUBLIC-026')).toMatch(/avatar/i);
    expect(messageForCode('CONTACT-011')).toMatch(/pseudo/);
  });

  it('writes every message in French with straight apostrophes only', () => {
    for (const message of Object.values(serverCodeMessages)) {
      expect(message).not.toMatch(/[\u2018\u2019]/);
      expect(message.length).toBeGreaterThan(5);
    }
  });

  it('has our own hall-not-found and refused-booking codes', () => {
    expect(messageForCode(HALL_NOT_FOUND_CODE)).toBe('Cette salle est introuvable.');
    expect(messageForCode(BOOKING_NOT_ALLOWED_CODE)).toBe(
      "Vous n'êtes pas autorisé à réserver dans cette multisalle",
    );
    expect(notAllowedToBookMessage('salle')).toBe("Vous n'êtes pas autorisé à réserver dans cette salle");
  });

  it('has our own codes for an accept refused until the player meets a condition', () => {
    expect(acceptConditionCodes).toEqual({
      conventions: 'MULTISALLE-003',
      phone: 'MULTISALLE-004',
      safetyVideo: 'MULTISALLE-005',
      card: 'MULTISALLE-006',
    });
    expect(messageForCode(acceptConditionCodes.conventions)).toBe(
      'Veuillez valider les conventions de la salle.',
    );
    expect(messageForCode(acceptConditionCodes.phone)).toBe(
      "Veuillez vérifier votre numéro de téléphone avant d'accepter l'invitation.",
    );
    expect(messageForCode(acceptConditionCodes.safetyVideo)).toBe(
      'Veuillez regarder la vidéo des consignes de sécurité.',
    );
    expect(messageForCode(acceptConditionCodes.card)).toBe(
      "Veuillez enregistrer votre carte bancaire avant d'accepter\u00a0: cette salle demande un paiement par carte.",
    );
  });

  it('answers undefined for an unknown code and for inherited names', () => {
    expect(messageForCode('PANIER-999')).toBeUndefined();
    expect(messageForCode('toString')).toBeUndefined();
  });
});
