import { doorMotifs } from '@multisalle/core';
import { describe, expect, it } from 'vitest';
import { type DoorManifest, decideOffline, type ManifestLine, sha256Hex } from './offline-decision.ts';

const timeZone = 'Europe/Paris';
const QR = 'MS1.P.0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d.42.9f1c2a7b3d4e5f60718293a4b5c6d7e8';
const PIN = '042917';

async function manifestWith(line: Partial<ManifestLine> = {}): Promise<DoorManifest> {
  return {
    date: '2026-11-26',
    entrees: [
      {
        empreinte: (await sha256Hex(QR)) ?? '',
        empreintePin: (await sha256Hex(PIN)) ?? '',
        pseudo: 'camille',
        ouverture: '2026-11-26T17:30:00+01:00',
        debut: '2026-11-26T18:00:00+01:00',
        fin: '2026-11-26T19:30:00+01:00',
        terrain: 'Terrain 2',
        sport: 'PADEL',
        entreLe: null,
        ...line,
      },
    ],
    annulations: [],
  };
}

const at = (iso: string) => new Date(iso);

async function decide(manifest: DoorManifest, code: string, now: string, enteredHere = {}) {
  const digest = (await sha256Hex(code)) ?? '';
  return decideOffline(manifest, {
    digest,
    isPin: /^\d{6}$/.test(code),
    now: at(now),
    timeZone,
    enteredHere,
  });
}

describe("deciding at the door from the day's manifest", () => {
  it('digests a text as the server does: hex SHA-256 of its UTF-8 bytes', async () => {
    expect(await sha256Hex('123456')).toBe(
      '8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92',
    );
  });

  it('lets a code in from the opening to the end, naming the participant', async () => {
    const manifest = await manifestWith();
    const decision = await decide(manifest, QR, '2026-11-26T17:30:00+01:00');
    expect(decision).toMatchObject({ isAllowed: true, reason: doorMotifs.allowed });
    expect(decision.line?.pseudo).toBe('camille');
  });

  it('says when the door opens to a code too early, and the day when it is not today', async () => {
    const manifest = await manifestWith();
    expect((await decide(manifest, QR, '2026-11-26T17:29:00+01:00')).reason).toBe(
      "Trop tôt\u00a0: l'entrée ouvre à partir de 17h30.",
    );
    expect((await decide(manifest, QR, '2026-11-25T20:00:00+01:00')).reason).toBe(
      "Trop tôt\u00a0: votre séance est le jeudi 26 novembre, l'entrée ouvre à partir de 17h30.",
    );
  });

  it('refuses a code once the session has ended', async () => {
    const decision = await decide(await manifestWith(), QR, '2026-11-26T19:30:00+01:00');
    expect(decision).toMatchObject({ isAllowed: false, reason: 'Séance terminée à 19h30.' });
  });

  it('refuses a second entry: one the server already has, or one let in here', async () => {
    const entered = await manifestWith({ entreLe: '2026-11-26T17:52:00+01:00' });
    expect((await decide(entered, QR, '2026-11-26T18:00:00+01:00')).reason).toBe('Déjà entré à 17h52.');
    const manifest = await manifestWith();
    const digest = manifest.entrees[0]?.empreinte ?? '';
    const here = { [digest]: '2026-11-26T17:55:00+01:00' };
    expect((await decide(manifest, QR, '2026-11-26T18:00:00+01:00', here)).reason).toBe(
      'Déjà entré à 17h55.',
    );
  });

  it('refuses an altered code as unknown, and a cancelled one with its motif', async () => {
    const manifest = await manifestWith();
    expect(await decide(manifest, `${QR.slice(0, -1)}9`, '2026-11-26T18:00:00+01:00')).toEqual({
      isAllowed: false,
      reason: 'Code inconnu ou modifié\u00a0: présentez le QR code reçu pour cette séance.',
      line: null,
    });
    manifest.annulations.push({
      empreinte: (await sha256Hex('MS1.P.annule')) ?? '',
      motif: "Séance annulée\u00a0: l'organisateur l'a annulée.",
    });
    expect((await decide(manifest, 'MS1.P.annule', '2026-11-26T18:00:00+01:00')).reason).toBe(
      "Séance annulée\u00a0: l'organisateur l'a annulée.",
    );
  });

  it("matches a typed PIN by its digest, and refuses an unknown PIN in the server's words", async () => {
    const manifest = await manifestWith();
    expect(await decide(manifest, PIN, '2026-11-26T17:45:00+01:00')).toMatchObject({
      isAllowed: true,
      line: { pseudo: 'camille' },
    });
    expect((await decide(manifest, '111111', '2026-11-26T17:45:00+01:00')).reason).toBe(
      doorMotifs.unknownPin,
    );
  });
});
