import { describe, expect, it } from 'vitest';
import {
  accountRuleMessages,
  emailError,
  IMAGE_MAX_BYTES,
  imageSizeError,
  normalisePhone,
  passwordsMatchError,
  phoneError,
  pseudonymError,
  requiredField,
  resetPasswordsError,
} from './account';

describe('account rules (spec 1 sections 5 and 9)', () => {
  it('section 5: an empty or blank required field gives "Ce champ est requis"', () => {
    expect(requiredField('')).toBe('Ce champ est requis');
    expect(requiredField('   ')).toBe('Ce champ est requis');
    expect(requiredField(undefined)).toBe('Ce champ est requis');
    expect(requiredField('Léa')).toBeNull();
  });

  it('section 9: a pseudonym of 12 characters passes, 13 is refused', () => {
    expect(pseudonymError('a'.repeat(12))).toBeNull();
    expect(pseudonymError('a'.repeat(13))).toBe(accountRuleMessages.pseudonymTooLong);
    expect(pseudonymError(`  ${'a'.repeat(12)}  `)).toBeNull();
    expect(pseudonymError('')).toBe('Ce champ est requis');
  });

  it('section 9: a mobile phone has exactly 10 digits (9 and 11 refused)', () => {
    expect(phoneError('0612345678')).toBeNull();
    expect(phoneError('06 12 34 56 78')).toBeNull();
    expect(phoneError('061234567')).toBe('Veuillez saisir un numéro de téléphone valide');
    expect(phoneError('06123456789')).toBe('Veuillez saisir un numéro de téléphone valide');
    expect(phoneError('06123456ab')).toBe('Veuillez saisir un numéro de téléphone valide');
    expect(phoneError('')).toBeNull();
    expect(phoneError('', true)).toBe('Ce champ est requis');
    expect(normalisePhone(' 06.12-34 56 78 ')).toBe('0612345678');
  });

  it('section 9: an image of 5 MB passes, one byte more is refused', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(imageSizeError(IMAGE_MAX_BYTES)).toBeNull();
    expect(imageSizeError(IMAGE_MAX_BYTES + 1)).toBe("La taille de l'image doit être inférieure à 5Mo");
  });

  it('section 5: the sign-up confirmation must equal the password', () => {
    expect(passwordsMatchError('motdepasse1', 'motdepasse1')).toBeNull();
    expect(passwordsMatchError('motdepasse1', 'motdepasse2')).toBe('Les mots de passe ne concordent pas');
    expect(passwordsMatchError('motdepasse1', '')).toBe('Ce champ est requis');
  });

  it('section 5: the reset values are trimmed, then must be equal', () => {
    expect(resetPasswordsError(' nouveau123 ', 'nouveau123')).toBeNull();
    expect(resetPasswordsError('nouveau123', 'nouveau124')).toBe('Les deux mots de passe ne concordent pas');
    expect(resetPasswordsError('nouveau123', ' ')).toBe('Ce champ est requis');
  });

  it('section 5: a forgot-password email is required, and an invalid one is refused', () => {
    expect(emailError('')).toBe('Ce champ est requis');
    expect(emailError('lea')).toBe('Merci de vérifier vos informations et veuillez réessayer');
    expect(emailError(' lea@example.fr ')).toBeNull();
  });
});
