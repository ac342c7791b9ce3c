import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, v2Token, wireProfile } from '../account/test-support.tsx';

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(() => cleanup());

describe('MA FAMILLE (spec 1 sections 2 and 7)', () => {
  it('adds a member: the fields are required, the pseudo 12 characters at most, then POST user/parent', async () => {
    localStorage.setItem('token', v2Token());
    const members: unknown[] = [];
    const site = await renderSite('/profile?q=contacts', {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'GET /api/v2/user/parent': () => ({ status: 200, body: { contacts: members } }),
      'POST /api/v2/user/parent': (body) => {
        members.push({ id: 9, ...(body as object) });
        return { status: 201, body: members[0] };
      },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'AJOUTER UN MEMBRE' });
    await user.click(within(form).getByRole('button', { name: 'AJOUTER' }));
    expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await user.type(within(form).getByRole('textbox', { name: /^Prénom/ }), 'Jules');
    await user.type(within(form).getByRole('textbox', { name: /^Pseudo/ }), 'x'.repeat(13));
    await user.click(within(form).getByRole('button', { name: 'AJOUTER' }));
    expect(await within(form).findByText('Le pseudo ne peut pas dépasser 12 caractères.')).toBeVisible();
    await user.clear(within(form).getByRole('textbox', { name: /^Pseudo/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Pseudo/ }), 'jules');
    await user.click(within(form).getByRole('checkbox', { name: 'Mineur' }));
    await user.click(within(form).getByRole('button', { name: 'AJOUTER' }));
    expect(await screen.findByText('Jules Martin (jules), mineur')).toBeVisible();
    expect(members).toEqual([{ id: 9, nom: 'Martin', prenom: 'Jules', pseudo: 'jules', mineur: true }]);
  });
});

describe('MA FAMILLE: change and delete', () => {
  it('changes a member with PUT user/parent/{id}, deletes one after the dialog with DELETE, and a refusal changes nothing', async () => {
    localStorage.setItem('token', v2Token());
    let members = [
      { id: 5, nom: 'Martin', prenom: 'Jules', pseudo: 'jules', mineur: true },
      { id: 6, nom: 'Martin', prenom: 'Lina', pseudo: 'lina', mineur: false },
    ];
    const site = await renderSite('/profile?q=contacts', {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'GET /api/v2/user/parent': () => ({ status: 200, body: { contacts: members } }),
      'PUT /api/v2/user/parent/5': (body) => {
        const { pseudo } = body as { pseudo: string };
        if (pseudo === 'lina')
          return {
            status: 409,
            body: { sCodeErreur: 'CONTACT-011', szErreur: 'Ce pseudo est déjà utilisé.' },
          };
        members = members.map((m) => (m.id === 5 ? { ...(body as typeof m), id: 5 } : m));
        return { status: 200, body: members[0] };
      },
      'DELETE /api/v2/user/parent/6': () => {
        members = members.filter((m) => m.id !== 6);
        return { status: 200, body: { succes: true } };
      },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier jules' }));
    const form = screen.getByRole('region', { name: 'MODIFIER jules' });
    const pseudo = within(form).getByRole('textbox', { name: /^Pseudo/ });
    expect(pseudo).toHaveValue('jules');
    await user.clear(pseudo);
    await user.type(pseudo, 'lina');
    await user.click(within(form).getByRole('button', { name: 'ENREGISTRER' }));
    await expect.poll(() => site.messages()).toContain('Ce pseudo est déjà utilisé.');
    expect(screen.getByText('Jules Martin (jules), mineur')).toBeVisible();
    await user.clear(pseudo);
    await user.type(pseudo, 'julot');
    await user.click(within(form).getByRole('button', { name: 'ENREGISTRER' }));
    expect(await screen.findByText('Jules Martin (julot), mineur')).toBeVisible();
    expect(site.messages()).toContain('Le membre de votre famille a bien été modifié.');
    expect(screen.getByRole('region', { name: 'AJOUTER UN MEMBRE' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Supprimer lina' }));
    const dialog = screen.getByRole('dialog', { name: 'SUPPRIMER UN MEMBRE' });
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    expect(screen.getByText('Lina Martin (lina)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Supprimer lina' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'SUPPRIMER UN MEMBRE' })).getByRole('button', {
        name: 'CONFIRMER LA SUPPRESSION',
      }),
    );
    await expect.poll(() => screen.queryByText('Lina Martin (lina)'), { timeout: 5_000 }).toBeNull();
    expect(members.map((m) => m.pseudo)).toEqual(['julot']);
  });
});

describe('MA FAMILLE: a list that could not be read', () => {
  it('says so with « Réessayer » (never « Aucun membre »), and shows the list once read again', async () => {
    localStorage.setItem('token', v2Token());
    let isDown = true;
    const site = await renderSite('/profile?q=contacts', {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'GET /api/v2/user/parent': () =>
        isDown
          ? { status: 503, body: { szErreur: 'Service indisponible.' } }
          : {
              status: 200,
              body: { contacts: [{ id: 5, nom: 'Martin', prenom: 'Jules', pseudo: 'jules', mineur: true }] },
            },
    });
    cleanup = site.cleanup;
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Les membres de votre famille n'ont pas pu être chargés. Vérifiez votre connexion, puis réessayez.",
    );
    expect(screen.queryByText("Aucun membre de votre famille n'est enregistré.")).not.toBeInTheDocument();
    isDown = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Jules Martin (jules), mineur')).toBeVisible();
    expect(screen.queryByText(/n'ont pas pu être chargés/)).not.toBeInTheDocument();
  });
});
