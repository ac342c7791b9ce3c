import { configure, onToast, resetConfig, type ToastMessage } from '@multisalle/core';
import { fakeV2Server, wireDiscount } from '@multisalle/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscountCodeModal } from './DiscountCodeModal';
import { DiscountModal } from './DiscountModal';

const note =
  'La réduction sera appliquée automatiquement sur le montant de votre paiement après que la réservation soit passée.';
const discount = wireDiscount();
const cart = { uuid: 'u', dtExpiration: null, tarif: 3600, contenu: [], reductions: [discount], v2: true };

afterEach(() => resetConfig());

describe('DiscountModal (spec 2 sections 2 and 5)', () => {
  it('lists the discounts in one select; VALIDER is disabled until one is chosen, then applies it', async () => {
    const user = userEvent.setup();
    const server = fakeV2Server({
      'GET /user/12/discount/multisalle/7': { status: 200, body: { statusBasedDiscounts: [discount] } },
      'POST /add-discount/3/cart': { status: 200, body: cart },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    const onApplied = vi.fn();
    const onClose = vi.fn();
    render(<DiscountModal userId={12} hallId={7} onApplied={onApplied} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'AJOUT RÉDUCTION' })).toHaveTextContent(note);
    const select = await screen.findByRole('combobox', { name: 'Choisir une réduction' });
    const validate = screen.getByRole('button', { name: 'VALIDER' });
    expect(validate).toBeDisabled();
    await user.selectOptions(select, 'Bienvenue -10 %');
    expect(validate).toBeEnabled();
    await user.click(validate);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onApplied).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(server.requests.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /add-discount/3/cart',
    );
  });

  it('says "Aucune réduction disponible" and shows no VALIDER when there is none', async () => {
    const server = fakeV2Server({
      'GET /user/12/discount/multisalle/7': { status: 200, body: { statusBasedDiscounts: [] } },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    render(<DiscountModal userId={12} hallId={7} onClose={vi.fn()} />);
    expect(await screen.findByText('Aucune réduction disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'VALIDER' })).toBeNull();
    expect(screen.getByText(note)).toBeInTheDocument();
  });
});

describe('DiscountCodeModal (spec 2 sections 2 and 5)', () => {
  it('keeps VALIDER disabled while the code is empty, then checks and applies the code', async () => {
    const user = userEvent.setup();
    const server = fakeV2Server({
      'GET /verify-discount/BIENVENUE10': { status: 200, body: discount },
      'POST /add-discount/3/cart': { status: 200, body: cart },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    const onClose = vi.fn();
    render(<DiscountCodeModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'AJOUT CODE RÉDUCTION' })).toHaveTextContent(note);
    const input = screen.getByRole('textbox', { name: 'Saisir un code' });
    expect(input).toHaveFocus();
    const validate = screen.getByRole('button', { name: 'VALIDER' });
    expect(validate).toBeDisabled();
    await user.type(input, '   ');
    expect(validate).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'BIENVENUE10{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /verify-discount/BIENVENUE10',
      'POST /add-discount/3/cart',
    ]);
  });

  it('rule 5: an unknown code toasts "Le code de réduction est invalide" and keeps the modal open', async () => {
    const user = userEvent.setup();
    const toasts: ToastMessage[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    const server = fakeV2Server({
      'GET /verify-discount/FAUX': {
        status: 404,
        body: { description: 'Le code de réduction est invalide' },
      },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    render(<DiscountCodeModal onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Saisir un code' }), 'FAUX');
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toEqual(['Le code de réduction est invalide']),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    stop();
  });
});
