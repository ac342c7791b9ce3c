// The contract's JSON Schema: served at its address and its version's, it accepts the messages the
// contract describes and refuses one that breaks it (ajv, draft 2020-12).

import { APP_CONTRACT_VERSION, appMessages } from '@multisalle/core/app-contract';
import Ajv2020 from 'ajv/dist/2020.js';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountAppPages } from './app-pages.ts';
import { appContractSchemaId } from './app-schema.ts';

const app = new Hono();
mountAppPages(app);

async function servedSchema(path = '/app/contrat.schema.json') {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/schema+json');
  return (await response.json()) as { $id: string; $defs: Record<string, unknown> };
}

describe('/app/contrat.schema.json', () => {
  it("is served at its address and at its version's, its $id naming the version", async () => {
    const schema = await servedSchema();
    expect(schema.$id).toBe(`urn:multisalle:contrat-app:v${APP_CONTRACT_VERSION}`);
    expect(schema.$id).toBe(appContractSchemaId());
    expect(await servedSchema(`/app/contrat-v${APP_CONTRACT_VERSION}.schema.json`)).toEqual(schema);
    expect((await app.request(`/app/contrat-v${APP_CONTRACT_VERSION + 1}.schema.json`)).status).toBe(404);
  });

  it('defines every message of the contract, both ways', async () => {
    const schema = await servedSchema();
    for (const message of appMessages) expect(schema.$defs, message.type).toHaveProperty([message.type]);
  });

  it("accepts the contract's messages and refuses a wrong version, a missing field, a wrong type or value", async () => {
    const validate = new Ajv2020({ strict: true, allErrors: true, strictTuples: false })
      .addKeyword('x-direction')
      .addKeyword('x-pages')
      .addKeyword('x-version')
      .compile(await servedSchema());
    const version = APP_CONTRACT_VERSION;
    const slot = {
      type: 'multisalle:slot-picked',
      version,
      hallId: 1,
      hallKey: 'padel-park',
      slotId: 7,
      courtId: 3,
      courtName: 'Terrain 1',
      sportId: 2,
      sportKey: 'padel',
      startsAt: '2026-11-27T18:00:00+01:00',
      endsAt: '2026-11-27T19:30:00+01:00',
      priceCents: 6000,
      perPlayerCents: 1500,
      inCart: false,
    };
    const good = [
      { type: 'multisalle:token', version, token: 'abc' },
      { type: 'multisalle:ready', version, page: 'panier', hasToken: false },
      {
        type: 'multisalle:error',
        version,
        page: null,
        code: 'page-inconnue',
        message: 'x',
        retryable: false,
      },
      slot,
      { ...slot, courtName: 'Terrain 2', laterField: 'ignoré' },
      {
        type: 'multisalle:payment-means-saved',
        version,
        alias: {
          maskedPan: '497010XXXXXX0014',
          expiryMonth: 12,
          expiryYear: 2030,
          provider: 'sandbox',
          createdAt: '2026-11-27',
        },
      },
      { type: 'multisalle:invitation-answered', version, reservationId: 'R1', answer: 'refus' },
      { type: 'multisalle:cart-add-slots', version },
    ];
    for (const message of good) expect(validate(message), JSON.stringify(validate.errors)).toBe(true);
    const bad = [
      { ...slot, version: version + 1 },
      { ...slot, perPlayerCents: undefined },
      { ...slot, priceCents: 60.5 },
      { type: 'multisalle:ready', version, page: 'accueil', hasToken: false },
      { type: 'multisalle:error', version, page: 'panier', code: 'reseau', message: 'x' },
      { type: 'multisalle:invitation-answered', version, reservationId: 'R1', answer: null },
      { type: 'multisalle:inconnu', version },
    ];
    for (const message of bad) expect(validate(message), JSON.stringify(message)).toBe(false);
  });
});
