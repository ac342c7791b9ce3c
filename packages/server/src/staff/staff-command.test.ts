import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { type CommandTarget, createCommandTarget, runCommand } from '../test/command-target.ts';
import { runStaffCommand, STAFF_USAGE } from './staff-command.ts';

// `npm run staff` as the root package.json names it: `npm run build:server`, then dist/staff.js, bundled from
// src/staff.ts. The test runs that entry from source (tsx) on a database of its own, as the other
// commands' tests do, then uses the printed link on that database.

let target: CommandTarget;
beforeAll(async () => {
  target = await createCommandTarget('staff');
}, 120_000);
afterAll(() => target.drop());

const staff = (...args: string[]) =>
  runCommand(
    { env: { ...target.env, PUBLIC_SITE_URL: 'https://reservation.salle.fr' } },
    'src/staff.ts',
    args,
  );

describe('npm run staff', () => {
  it("makes a hall's first owner and prints the link that sets their password; refuses bad input in French", async () => {
    const made = await staff('add', 'Gerant@Salle.fr', '--hall', 'padel-park', '--role', 'proprietaire');
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('gerant@salle.fr is proprietaire of padel-park');
    const link = /https:\/\/reservation\.salle\.fr\/gestion\/activation\/([\w-]{43})/.exec(made.out);
    expect(link).not.toBeNull();

    const opened = await target.open();
    try {
      // Bad input, in process (one start of the command is enough to prove its entry).
      const options = { siteUrl: 'https://reservation.salle.fr', now: new Date() };
      const unknownHall = ['add', 'gerant@salle.fr', '--hall', 'nulle-part', '--role', 'proprietaire'];
      expect(await runStaffCommand(opened.db, unknownHall, options)).toEqual({
        exitCode: 1,
        lines: ['Aucune salle ne porte cette clé. (nulle-part)'],
      });
      const badRole = await runStaffCommand(
        opened.db,
        ['add', 'a@b.fr', '--hall', 'padel-park', '--role', 'chef'],
        options,
      );
      expect(badRole.lines).toEqual(['Unknown role chef: one of proprietaire, gestionnaire, accueil.']);
      expect((await runStaffCommand(opened.db, ['remove', 'a@b.fr'], options)).lines).toEqual(STAFF_USAGE);
      expect(
        (
          await runStaffCommand(
            opened.db,
            ['add', 'pas-une-adresse', '--hall', 'padel-park', '--role', 'accueil'],
            options,
          )
        ).exitCode,
      ).toBe(1);

      const app = createApp({ db: opened.db });
      const activated = await call(app, 'POST', '/api/gestion/activation', {
        body: { jeton: link?.[1], motDePasse: 'motdepasse-salle' },
      });
      expect(activated.status).toBe(200);
      const journal = await call(app, 'GET', '/api/gestion/salles/padel-park/journal', {
        token: activated.body.token,
      });
      expect(journal.body.actions[0]).toMatchObject({ qui: 'npm run staff', action: 'personnel.ajout' });
    } finally {
      await opened.close();
    }
  }, 120_000);
});
