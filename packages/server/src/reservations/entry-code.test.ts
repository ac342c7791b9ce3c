import { describe, expect, it } from 'vitest';
import { entryCode, verifyEntryCode } from './entry-code.ts';

const key = new TextEncoder().encode('une clé de test assez longue pour HMAC');
const id = '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d';

describe("entry codes (what a participant's QR code holds)", () => {
  it('gives back the reservation and the participant of a code our key signed', () => {
    expect(verifyEntryCode(key, entryCode(key, 'participant', id, 42))).toEqual({
      kind: 'participant',
      reservationId: id,
      contactId: 42,
    });
    expect(verifyEntryCode(key, entryCode(key, 'seance', id))).toEqual({
      kind: 'seance',
      reservationId: id,
      contactId: 0,
    });
  });

  it('refuses a code whose participant was changed, one signed by another key, and garbage', () => {
    const code = entryCode(key, 'participant', id, 42);
    expect(verifyEntryCode(key, code.replace('.42.', '.43.'))).toBeNull();
    expect(verifyEntryCode(new TextEncoder().encode('une autre clé'), code)).toBeNull();
    expect(verifyEntryCode(key, "n'importe quoi")).toBeNull();
  });
});
