import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import { contractWithoutReason, EXPAND_CONTRACT_SINCE } from './expand-contract.ts';

describe('migrations expand, then contract', () => {
  it(`every migration from ${EXPAND_CONTRACT_SINCE} on only adds, or says why a contraction is safe`, () => {
    const files = readdirSync(migrationsFolder).filter(
      (name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) >= EXPAND_CONTRACT_SINCE,
    );
    const problems = files.flatMap((name) =>
      contractWithoutReason(readFileSync(join(migrationsFolder, name), 'utf8')).map(
        (problem) => `${name}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('lets a new table, its constraints and indexes, a nullable column and one with a default through', () => {
    const expand = [
      'CREATE TABLE "discount_uses" ("id" serial PRIMARY KEY NOT NULL, "discount_id" integer NOT NULL);',
      '--> statement-breakpoint',
      'ALTER TABLE "discount_uses" ADD CONSTRAINT "uses_fk" FOREIGN KEY ("discount_id") REFERENCES "discounts"("id");',
      '--> statement-breakpoint',
      'CREATE UNIQUE INDEX "uses_unique" ON "discount_uses" USING btree ("discount_id");',
      '--> statement-breakpoint',
      'ALTER TABLE "discounts" ADD COLUMN "max_uses" integer;',
      '--> statement-breakpoint',
      'ALTER TABLE "discounts" ADD COLUMN "is_open" boolean DEFAULT true NOT NULL;',
      '--> statement-breakpoint',
      'CREATE INDEX "discounts_hall" ON "discounts" USING btree ("hall_id");',
    ].join('\n');
    expect(contractWithoutReason(expand)).toEqual([]);
  });

  it('names each statement that would break the previous version', () => {
    const contract = [
      'ALTER TABLE "halls" DROP COLUMN "caption";',
      'ALTER TABLE "halls" RENAME COLUMN "name" TO "label";',
      'ALTER TABLE "halls" ALTER COLUMN "visible_days" SET DATA TYPE bigint;',
      'ALTER TABLE "door_entries" ALTER COLUMN "device_id" DROP NOT NULL;',
      'ALTER TABLE "halls" ADD COLUMN "region" text NOT NULL;',
      'ALTER TABLE "halls" ADD CONSTRAINT "halls_region" CHECK (length("caption") < 80);',
      'DROP TABLE "hall_ingest_keys";',
    ].join('\n');
    expect(contractWithoutReason(contract).map((problem) => problem.split('\u00a0: ')[0])).toEqual([
      'suppression',
      'renommage',
      'changement de type',
      'NOT NULL sur une colonne existante',
      'colonne NOT NULL sans valeur par défaut',
      'contrainte sur une table existante',
      'suppression',
    ]);
  });

  it('lets a contraction through when the line above says why no running version needs what it removes', () => {
    const contract = [
      "-- contrat\u00a0: « caption » n'est plus lu ni écrit depuis la version qui a ajouté « subtitle ».",
      'ALTER TABLE "halls" DROP COLUMN "caption";',
      'ALTER TABLE "halls" DROP COLUMN "street";',
    ].join('\n');
    expect(contractWithoutReason(contract)).toEqual([
      'suppression\u00a0: ALTER TABLE "halls" DROP COLUMN "street";',
    ]);
  });
});
