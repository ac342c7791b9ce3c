import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { $family, loadFamily } from './index';

beforeEach(() => configure({ storage: createMemoryStorage(), getToken: () => 'jeton' }));
afterEach(() => resetConfig());

const member = (id: number, pseudo: string) => ({ id, nom: 'Martin', prenom: pseudo, pseudo, mineur: false });

describe('the family list (spec 1 section 7)', () => {
  it('shows the newest read when an older one answers after it (the tab opened, then a member deleted)', async () => {
    const answers: Array<(body: unknown) => void> = [];
    configure({
      fetch: () =>
        new Promise<Response>((resolve) =>
          answers.push((body) =>
            resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
          ),
        ),
    });
    const opening = loadFamily();
    const afterDelete = loadFamily();
    answers[1]?.({ contacts: [member(5, 'jules')] });
    await afterDelete;
    answers[0]?.({ contacts: [member(5, 'jules'), member(6, 'lina')] });
    await opening;
    expect($family.get().members.map((m) => m.pseudo)).toEqual(['jules']);
    expect($family.get().isFetched).toBe(true);
  });

  it('a failed read keeps the list it had and says it failed; the next good read clears that', async () => {
    let fails = false;
    configure({
      fetch: async () =>
        fails
          ? new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } })
          : new Response(JSON.stringify({ contacts: [member(5, 'jules')] }), {
              headers: { 'content-type': 'application/json' },
            }),
    });
    await loadFamily();
    expect($family.get()).toMatchObject({ hasFailed: false, members: [{ pseudo: 'jules' }] });
    fails = true;
    await loadFamily();
    expect($family.get()).toMatchObject({ isFetched: true, hasFailed: true, members: [{ pseudo: 'jules' }] });
    fails = false;
    await loadFamily();
    expect($family.get().hasFailed).toBe(false);
  });
});
