import { describe, expect, it } from 'vitest';
import { needsPhoneCheck, phoneText, refusalStep } from './index';

describe('phone check before booking (spec 2 section 4)', () => {
  it('asks for the phone step when the profile has no verified number', () => {
    expect(needsPhoneCheck({ phone: '', isPhoneVerified: false })).toBe(true);
    expect(needsPhoneCheck({ phone: '0612345678', isPhoneVerified: false })).toBe(true);
    expect(needsPhoneCheck(null)).toBe(true);
    expect(needsPhoneCheck({ phone: '0612345678', isPhoneVerified: true })).toBe(false);
  });

  it('tells which step a 403 of the cart validation asks for', () => {
    expect(refusalStep({ description: 'Veuillez regarder la vidéo des consignes de sécurité.' })).toBe(
      'safetyVideo',
    );
    expect(refusalStep({ description: 'Veuillez valider les conventions de la salle.' })).toBe('conventions');
    expect(
      refusalStep({ description: 'Veuillez vérifier votre numéro de téléphone avant de réserver.' }),
    ).toBe('phone');
    // A hall that asks payment by card books only a player with a saved card.
    expect(
      refusalStep({
        description:
          'Veuillez enregistrer votre carte bancaire avant de réserver\u00a0: cette salle demande un paiement par carte.',
      }),
    ).toBe('card');
    expect(refusalStep({ szErreur: 'x' })).toBeNull();
  });

  it('writes a 10-digit French number in pairs, and anything else as typed', () => {
    expect(phoneText('0612345678')).toBe('06 12 34 56 78');
    expect(phoneText('06.12.34.56.78')).toBe('06 12 34 56 78');
    expect(phoneText('+33612345678')).toBe('+33612345678');
    expect(phoneText('061234567')).toBe('061234567');
  });
});
