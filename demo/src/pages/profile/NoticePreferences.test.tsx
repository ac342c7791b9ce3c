import { configure, initSession, logout, resetConfig } from '@multisalle/core';
import { fakeServer } from '@multisalle/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { v2Token, wireProfile } from '../account/test-support.tsx';
import { NoticePreferences } from './NoticePreferences.tsx';

afterEach(() => {
  logout({ revoke: false });
  resetConfig();
  localStorage.clear();
});

const stored = {
  rappels: { mail: true, sms: true },
  reponses: { mail: true, sms: false },
  actualites: { mail: false, sms: false },
  paiements: { mail: true, sms: false, modifiable: false },
  annulations: { mail: true, sms: false, modifiable: false },
};

/** The card, signed in as user 12, against a server that keeps the choices. */
async function renderCard() {
  localStorage.setItem('token', v2Token());
  let choices = structuredClone(stored);
  const server = fakeServer({
    'GET /api/v2/users/12': { status: 200, body: wireProfile },
    'GET /api/v2/users/12/notifications': () => ({ status: 200, body: choices }),
    'PUT /api/v2/users/12/notifications': (body) => {
      const change = body as Record<'rappels', { sms?: boolean }>;
      choices = { ...choices, rappels: { ...choices.rappels, ...change.rappels } };
      return { status: 200, body: choices };
    },
  });
  configure({ fetch: server.fetch });
  await initSession();
  render(<NoticePreferences />);
  return server;
}

describe('MES NOTIFICATIONS in MON COMPTE', () => {
  it('shows each kind by e-mail and SMS, payments and cancellations locked on', async () => {
    await renderCard();
    const reminderSms = await screen.findByRole('checkbox', { name: 'Rappels avant mes parties par SMS' });
    expect(reminderSms).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nouvelles des salles par e-mail' })).not.toBeChecked();
    const payments = screen.getByRole('checkbox', { name: 'Paiements par e-mail (toujours envoyé)' });
    expect(payments).toBeChecked();
    expect(payments).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: 'Parties annulées par e-mail (toujours envoyé)' }),
    ).toBeDisabled();
  });

  it('saves a change at once and shows what the server kept', async () => {
    const server = await renderCard();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Rappels avant mes parties par SMS' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Rappels avant mes parties par SMS' })).not.toBeChecked(),
    );
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/v2/users/12/notifications',
      body: { rappels: { sms: false } },
      authorization: expect.stringMatching(/^Bearer /),
    });
  });
});
