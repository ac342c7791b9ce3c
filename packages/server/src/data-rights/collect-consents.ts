// The export's consents: conventions accepted, safety videos declared, the mailing opt-in, and what we say
// about cookies (the banner's choice stays in the browser: the server never receives it).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { conventions, conventionValidations, halls, safetyAttestations } from '../db/schema.ts';
import type { MyData } from './export-schema.ts';
import { dataRightsMessages } from './messages.ts';

/** The caller's consents. */
export async function collectConsents(
  db: Database,
  userId: number,
  acceptsMailings: boolean,
): Promise<MyData['consentements']> {
  const accepted = await db
    .select({
      id: conventions.id,
      title: conventions.title,
      hall: halls.name,
      validatedAt: conventionValidations.validatedAt,
    })
    .from(conventionValidations)
    .innerJoin(conventions, eq(conventions.id, conventionValidations.conventionId))
    .leftJoin(halls, eq(halls.id, conventions.hallId))
    .where(eq(conventionValidations.userId, userId))
    .orderBy(asc(conventionValidations.validatedAt), asc(conventions.id));
  const videos = await db
    .select({ attestation: safetyAttestations, hall: halls.name })
    .from(safetyAttestations)
    .innerJoin(halls, eq(halls.id, safetyAttestations.hallId))
    .where(eq(safetyAttestations.userId, userId))
    .orderBy(asc(safetyAttestations.id));
  return {
    conventions: accepted.map((row) => ({
      idConvention: row.id,
      titre: row.title,
      salle: row.hall,
      valideeLe: row.validatedAt.toISOString(),
    })),
    videosSecurite: videos.map(({ attestation, hall }) => ({
      salle: hall,
      vueLe: attestation.watchedOn,
      heure: attestation.watchedAtTime,
      enregistreeLe: attestation.createdAt.toISOString(),
    })),
    emailingCollectivite: acceptsMailings,
    cookies: { surNosServeurs: false, explication: dataRightsMessages.cookiesInBrowser },
  };
}
