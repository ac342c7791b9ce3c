import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig, type StorageLike } from '../config';
import { fakeServer, type Reply, v2Token, wireProfile } from '../testing';
import { onToast, type ToastMessage } from '../toasts';
import {
  $session,
  activateAccount,
  checkPhoneCode,
  checkResetToken,
  confirmAccount,
  deleteAccount,
  generatePin,
  initSession,
  logout,
  registerPhone,
  requestPasswordReset,
  resetPassword,
  signup,
  updateProfile,
  uploadAvatar,
} from './index';

let storage: StorageLike;
let toasts: ToastMessage[];
let stop: () => void;

beforeEach(() => {
  storage = createMemoryStorage();
  toasts = [];
  stop = onToast((toast) => toasts.push(toast));
  configure({ storage });
});

afterEach(async () => {
  stop();
  await logout({ revoke: false });
  resetConfig();
});

const signupInput = {
  lastName: ' Martin ',
  firstName: 'Léa',
  pseudonym: 'leam',
  email: '  lea@example.fr ',
  password: 'motdepasse1',
  phone: '',
  acceptsMarketing: true,
};

describe('sign-up and activation (spec 1 section 4)', () => {
  it('sends the signup payload with the email trimmed', async () => {
    const server = fakeServer({ 'POST /api/v2/users': { status: 201, body: { id: 12, contactId: 40 } } });
    configure({ fetch: server.fetch });
    await expect(signup(signupInput)).resolves.toEqual({ isCreated: true });
    expect(server.requests[0]?.body).toEqual({
      actif: false,
      email: 'lea@example.fr',
      idParent: null,
      identifiant: 'leam',
      mineur: false,
      nom: 'Martin',
      plainPassword: 'motdepasse1',
      portable: null,
      prenom: 'Léa',
      infosCom: true,
      responsable: null,
    });
  });

  it('a ticked terms box is sent as cgu: true, so the first login does not ask again', async () => {
    const server = fakeServer({ 'POST /api/v2/users': { status: 201, body: { id: 12, contactId: 40 } } });
    configure({ fetch: server.fetch });
    await signup({ ...signupInput, acceptsTerms: true });
    expect(server.requests[0]?.body).toMatchObject({ cgu: true, identifiant: 'leam' });
  });

  it('a duplicate pseudonym or email gives "Pseudo ou email déjà utilisé"', async () => {
    for (const code of ['GRAND-PUBLIC-005', 'GRAND-PUBLIC-006']) {
      configure({
        fetch: fakeServer({
          'POST /api/v2/users': { status: 409, body: { sCodeErreur: code, szErreur: 'x' } },
        }).fetch,
      });
      await expect(signup(signupInput)).resolves.toEqual({
        isCreated: false,
        message: 'Pseudo ou email déjà utilisé',
      });
    }
    expect(toasts).toEqual([]);
  });

  it('another refusal shows the server message (a password under 8 characters)', async () => {
    const violation = {
      detail: 'Le mot de passe doit contenir au moins 8 caractères.',
      violations: [],
      description: 'x',
    };
    configure({ fetch: fakeServer({ 'POST /api/v2/users': { status: 422, body: violation } }).fetch });
    await expect(signup(signupInput)).resolves.toEqual({ isCreated: false, message: violation.detail });
  });

  it('activates once per link, stores the token as fa-token, and reads 409 GRAND-PUBLIC-019 as already active', async () => {
    const server = fakeServer({
      'POST /api/admin/grand-public/validation/inscription/jeton/7': {
        status: 200,
        body: { bSucces: true, szToken: 'adm' },
      },
    });
    configure({ fetch: server.fetch });
    const [first, second] = await Promise.all([activateAccount('jeton', '7'), activateAccount('jeton', '7')]);
    expect([first, second]).toEqual(['activated', 'activated']);
    expect(server.requests).toHaveLength(1);
    expect(storage.getItem('fa-token')).toBe('adm');

    const active = {
      status: 409,
      body: { sCodeErreur: 'GRAND-PUBLIC-019', szErreur: 'Le compte est déjà actif.' },
    };
    configure({
      fetch: fakeServer({ 'POST /api/admin/grand-public/validation/inscription/autre/7': active }).fetch,
    });
    await expect(activateAccount('autre', '7')).resolves.toBe('already-active');
    configure({ fetch: fakeServer({}).fetch });
    await expect(activateAccount('inconnu', '7')).resolves.toBe('failed');
  });

  it('a confirmation link toasts success the first time and "Lien déjà utilisé" after', async () => {
    const reply = (succes: boolean): Reply => ({ status: 200, body: { succes } });
    configure({ fetch: fakeServer({ 'POST /api/v2/user/confirmation': reply(true) }).fetch });
    await expect(confirmAccount('u1', 'c1')).resolves.toBe(true);
    configure({ fetch: fakeServer({ 'POST /api/v2/user/confirmation': reply(false) }).fetch });
    await expect(confirmAccount('u1', 'c2')).resolves.toBe(false);
    expect(toasts.map((t) => t.message)).toEqual([
      'Votre compte a bien été activé, vous pouvez désormais vous connecter.',
      'Lien déjà utilisé',
    ]);
  });
});

describe('password reset (spec 1 sections 4, 5 and 8)', () => {
  it('always shows the neutral message, even when the server fails', async () => {
    const server = fakeServer({});
    configure({ fetch: server.fetch });
    await requestPasswordReset(' lea@example.fr ', 'http://localhost/reinitialisation');
    expect(server.requests[0]?.body).toEqual({
      email: 'lea@example.fr',
      host: 'http://localhost/reinitialisation',
    });
    expect(toasts.map((t) => t.message)).toEqual([
      'Si un compte existe pour cette adresse, vous recevrez un mail contenant un lien de réinitialisation.',
    ]);
  });

  it('checks the token, then sets the trimmed password', async () => {
    const server = fakeServer({
      'GET /api/v2/forgot_password/ok': { status: 200, body: { valid: true } },
      'POST /api/v2/forgot_password/ok': { status: 200, body: { succes: true } },
    });
    configure({ fetch: server.fetch });
    await expect(checkResetToken('ok')).resolves.toBe(true);
    await expect(checkResetToken('perime')).resolves.toBe(false);
    await expect(resetPassword('ok', ' nouveau123 ')).resolves.toBe(true);
    await expect(resetPassword('perime', 'nouveau123')).resolves.toBe(false);
    expect(server.requests[2]?.body).toEqual({ password: 'nouveau123' });
    expect(toasts.map((t) => t.message)).toEqual([
      'Votre mot de passe a bien été changé. Vous pouvez désormais vous connecter.',
      'Merci de vérifier vos informations et veuillez réessayer.',
    ]);
  });
});

describe('profile actions (spec 1 sections 5 and 8)', () => {
  async function loggedIn(routes: Record<string, Reply>) {
    storage.setItem('token', v2Token());
    storage.setItem('fa-token', 'adm');
    const server = fakeServer({ 'GET /api/v2/users/12': { status: 200, body: wireProfile }, ...routes });
    configure({ fetch: server.fetch });
    await initSession();
    toasts.length = 0;
    return server;
  }

  const changes = {
    lastName: 'Martin',
    firstName: 'Léa',
    pseudonym: 'leam',
    email: 'lea@example.fr',
    phone: '06 12 34 56 78',
    acceptsMailing: false,
  };

  it('saves the profile on the admin base with the account update payload', async () => {
    const server = await loggedIn({
      'POST /api/admin/grand-public/compte/modifie': { status: 200, body: { bSucces: true, aDoublon: [] } },
    });
    await expect(updateProfile(changes)).resolves.toEqual({ isSaved: true });
    const call = server.requests.find((r) => r.path.endsWith('/compte/modifie'));
    expect(call?.authorization).toBe('Bearer adm');
    expect(call?.body).toEqual({
      sNom: 'Martin',
      sPrenom: 'Léa',
      sPortable: '0612345678',
      sEmail: 'lea@example.fr',
      sIdentifiant: 'leam',
      rAvatar: null,
      nEmailing: 0,
    });
    expect(toasts.map((t) => t.message)).toEqual(['Vos informations ont bien été mises à jour']);
  });

  it('reports duplicates field by field and the failure message', async () => {
    await loggedIn({
      'POST /api/admin/grand-public/compte/modifie': {
        status: 200,
        body: { bSucces: false, aDoublon: ['sEmail', 'sIdentifiant', 'sPortable'] },
      },
    });
    await expect(updateProfile(changes)).resolves.toEqual({
      isSaved: false,
      duplicates: ['email', 'pseudonym', 'phone'],
    });
    expect(toasts.map((t) => t.message)).toEqual([
      'Une erreur est survenue lors de la mise à jour de vos données',
    ]);
  });

  it('uploads the avatar as multipart field "avatar" and shows the new url', async () => {
    const server = await loggedIn({
      'POST /api/v2/user/avatar': { status: 200, body: { avatarUrl: '/media/avatars/12.png' } },
    });
    await expect(
      uploadAvatar(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png'),
    ).resolves.toBe(true);
    const body = server.requests.at(-1)?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('avatar')).toBeInstanceOf(Blob);
    expect($session.get().profile?.avatarUrl).toBe('/media/avatars/12.png');
  });

  it('generates a PIN for the logged-in user', async () => {
    const server = await loggedIn({
      'POST /api/v2/user/generate-pin': { status: 200, body: { code_pin: '907311' } },
    });
    await expect(generatePin()).resolves.toBe('907311');
    expect(server.requests.at(-1)?.body).toEqual({ userId: 12 });
    expect($session.get().profile?.pinCode).toBe('907311');
  });

  it('phone: sends the 10 digits, then a wrong code and a right code give the spec messages', async () => {
    const server = await loggedIn({
      'POST /api/v2/portable/enregistrement_portable': { status: 200, body: { bSucces: true } },
      'POST /api/v2/portable/controle_portable': { status: 200, body: { bSucces: false } },
    });
    await expect(registerPhone('06 12 34 56 78')).resolves.toBe(true);
    expect(server.requests.at(-1)?.body).toEqual({ portable: '0612345678' });
    await expect(checkPhoneCode('0612345678', '000000')).resolves.toBe(false);
    configure({
      fetch: fakeServer({
        'POST /api/v2/portable/controle_portable': { status: 200, body: { bSucces: true } },
        'GET /api/v2/users/12': { status: 200, body: { ...wireProfile, portableVerifie: true } },
      }).fetch,
    });
    await expect(checkPhoneCode('0612345678', '123456')).resolves.toBe(true);
    expect(toasts.map((t) => t.message).slice(1)).toEqual([
      "Votre code de validation est erroné, veuillez recommencer l'opération.",
      'Votre numéro de téléphone a bien été validé par notre système.',
    ]);
    expect($session.get().profile?.isPhoneVerified).toBe(true);
  });

  it('deletes the account with the own id, then logs out', async () => {
    const server = await loggedIn({ 'DELETE /api/v2/soft/delete/user/12': { status: 204 } });
    await expect(deleteAccount()).resolves.toBe(true);
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v2/soft/delete/user/12' });
    expect(storage.getItem('token')).toBeNull();
    expect($session.get().user).toBeNull();
  });
});
