import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneValidation } from './PhoneValidation';

describe('PhoneValidation', () => {
  it('offers « VÉRIFIER MON NUMÉRO » for a number not verified yet', () => {
    render(<PhoneValidation profile={{ phone: '0612345678', isPhoneVerified: false }} />);
    expect(screen.getByText("Votre numéro 06 12 34 56 78 n'est pas encore vérifié.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' })).toBeVisible();
  });

  it('never offers « VÉRIFIER MON NUMÉRO » for a verified number: « CHANGER DE NUMÉRO » opens the same check', async () => {
    render(<PhoneValidation profile={{ phone: '0612345678', isPhoneVerified: true }} />);
    expect(screen.getByText('Votre numéro 06 12 34 56 78 est vérifié.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'VÉRIFIER MON NUMÉRO' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'CHANGER DE NUMÉRO' }));
    expect(screen.getByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' })).toBeVisible();
    expect(screen.getByLabelText('Numéro de portable')).toHaveValue('0612345678');
  });
});
