import { describe, expect, it } from 'vitest';
import { bookingConfirmedMail, reminderSms, SMS_MAX } from './compose.tsx';
import type { GameFacts } from './game-facts.ts';
import { isQuietHour, smsSendingTime } from './quiet-hours.ts';
import { isGsm7 } from './sms/brevo.ts';
import { hallCancellationSms } from './sms/sms-texts.ts';

const game = (overrides: Partial<GameFacts> = {}): GameFacts => ({
  reservationId: 'r',
  hallName: 'PADEL PARK',
  courtLabel: 'Terrain de padel 2',
  sportLabel: 'PADEL',
  startsAt: new Date('2026-12-01T17:00:00Z'),
  endsAt: new Date('2026-12-01T18:30:00Z'),
  isCancelled: false,
  whenText: 'le mardi 1er décembre de 18h00 à 19h30',
  hallAddress: '12 rue des Sports, 36000 Châteauroux',
  entryOpensMinutesBefore: 30,
  cancellableUntilText: 'dimanche 29 novembre à 18h00',
  priceText: '60,00 €',
  sharingText: '',
  invitationUrl: 'https://multisalle.fr/invitation/r/t',
  reservationsUrl: 'https://multisalle.fr/profile?q=reservation',
  paymentsUrl: 'https://multisalle.fr/profile?q=reglements',
  ...overrides,
});

describe('quiet hours', () => {
  it('hold from 21:00 to 8:00 Paris time, winter and summer', () => {
    expect(isQuietHour(new Date('2026-12-01T19:59:00Z'))).toBe(false); // 20h59
    expect(isQuietHour(new Date('2026-12-01T20:00:00Z'))).toBe(true); // 21h00
    expect(isQuietHour(new Date('2026-12-02T06:59:00Z'))).toBe(true); // 7h59
    expect(isQuietHour(new Date('2026-12-02T07:00:00Z'))).toBe(false); // 8h00
    expect(isQuietHour(new Date('2026-07-01T05:59:00Z'))).toBe(true); // 7h59 in summer time
    expect(isQuietHour(new Date('2026-07-01T06:00:00Z'))).toBe(false); // 8h00 in summer time
  });

  it('keep an SMS due in them for the 8:00 that ends them, Paris time', () => {
    const at = (iso: string) => smsSendingTime(new Date(iso)).toISOString();
    expect(at('2026-12-01T14:00:00Z')).toBe('2026-12-01T14:00:00.000Z'); // 15h00: at once
    expect(at('2026-12-01T21:30:00Z')).toBe('2026-12-02T07:00:00.000Z'); // 22h30 → 8h00 the next day
    expect(at('2026-12-01T22:59:00Z')).toBe('2026-12-02T07:00:00.000Z'); // 23h59
    expect(at('2026-12-01T23:30:00Z')).toBe('2026-12-02T07:00:00.000Z'); // 0h30 → 8h00 the same day
    expect(at('2026-12-02T06:59:00Z')).toBe('2026-12-02T07:00:00.000Z'); // 7h59
    expect(at('2026-07-01T20:30:00Z')).toBe('2026-07-02T06:00:00.000Z'); // 22h30 in summer time
    // The night the clocks go back (25 October 2026): 22h30 on the 24th (UTC+2) → 8h00 on the 25th (UTC+1).
    expect(at('2026-10-24T20:30:00Z')).toBe('2026-10-25T07:00:00.000Z');
  });
});

describe('the reminder SMS', () => {
  it('names the sport, the hall, the Paris times and the court, in GSM-7, under 160 characters', () => {
    const text = reminderSms(game(), 'Multisalle');
    expect(text).toBe('Rappel : PADEL à PADEL PARK de 18h00 à 19h30 (Terrain de padel 2). Multisalle');
    expect(isGsm7(text)).toBe(true);
  });

  it('folds a hall name GSM-7 lacks a letter of (â), so the SMS stays in GSM-7, one part of 160 characters', () => {
    const text = reminderSms(game({ hallName: 'MULTISALLE Châteauroux' }), 'Multisalle');
    expect(text).toBe(
      'Rappel : PADEL à MULTISALLE Chateauroux de 18h00 à 19h30 (Terrain de padel 2). Multisalle',
    );
    expect(isGsm7(text)).toBe(true);
  });

  it('stays within one SMS with a very long hall name', () => {
    const text = reminderSms(
      game({ hallName: 'Complexe sportif '.repeat(12), courtLabel: 'Court '.repeat(10) }),
      'Multisalle',
    );
    expect(text.length).toBeLessThanOrEqual(SMS_MAX);
    expect(text).toMatch(/^Rappel\s: PADEL à Complexe sportif/);
    expect(text).toMatch(/de 18h00 à 19h30\. Multisalle$/);
  });
});

describe('the SMS of a game the hall cancelled', () => {
  it('names the sport, the Paris day and time, the hall and its motif, in GSM-7, under 160 characters', () => {
    const text = hallCancellationSms(game({ hallCancellationReason: "Fuite d'eau" }), 'Multisalle');
    expect(text).toBe(
      "Multisalle : votre partie de PADEL du 1/12 à 18h00 est annulée par PADEL PARK. Motif : Fuite d'eau. Détails par mail.",
    );
    expect(isGsm7(text)).toBe(true);
  });

  it('cuts a long motif and a long hall name to stay within one SMS', () => {
    const text = hallCancellationSms(
      game({ hallName: 'Complexe sportif '.repeat(8), hallCancellationReason: 'Travaux '.repeat(30) }),
      'Multisalle',
    );
    expect(text.length).toBeLessThanOrEqual(SMS_MAX);
    expect(text).toMatch(/^Multisalle\s: votre partie de PADEL du 1\/12 à 18h00 est annulée par Complexe/);
    expect(text).toMatch(/\. Détails par mail\.$/);
  });
});

describe("the booking confirmation's cancellation rule", () => {
  const context = {
    brand: 'Multisalle',
    to: 'lea@exemple.fr',
    pseudonym: 'lea',
    accountUrl: 'https://multisalle.fr/profile',
  };

  it("gives this booking's own deadline, 48 hours before its start, with the hall's address and door", async () => {
    const mail = await bookingConfirmedMail(game(), context);
    expect(mail.text).toContain(
      "Annulation gratuite jusqu'au dimanche 29 novembre à 18h00 (48 heures avant le début)\u00a0; après, la réservation est due.",
    );
    expect(mail.text).toContain('12 rue des Sports, 36000 Châteauroux');
    expect(mail.text).toContain("L'entrée ouvre 30 minutes avant le début.");
  });

  it('says a game booked less than 48 hours before its start can no longer be cancelled', async () => {
    const mail = await bookingConfirmedMail(game({ cancellableUntilText: null }), context);
    expect(mail.text).toContain(
      'Réservée moins de 48 heures avant le début, cette partie ne peut plus être annulée\u00a0: elle est due.',
    );
    expect(mail.text).not.toContain('Annulation gratuite');
  });
});
