import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from './client.ts';
import { conventions, conventionValidationItems, discounts, halls, userDiscounts, users } from './schema.ts';

/** The seeded player who holds the student status (see seed-accounts.ts). */
export const SEED_STUDENT_EMAIL = 'joueur@multisalle.fr';

const STUDENT_DISCOUNT_LABEL = 'Tarif étudiant';

interface SeedConvention {
  hallKey: string | null;
  title: string;
  contentHtml: string;
  trigger: 'reservation' | 'connexion';
  items: string[];
}

const seedConventions: readonly SeedConvention[] = [
  {
    hallKey: 'padel-park',
    title: 'Règlement intérieur du Padel Park',
    contentHtml:
      '<h2>Règlement intérieur</h2>' +
      '<p>Bienvenue au <strong>Padel Park</strong>. Pour que chacun profite des terrains\u00a0:</p>' +
      '<ul><li>présentez-vous <strong>10 minutes avant</strong> le début du créneau\u00a0;</li>' +
      '<li>portez des chaussures propres, réservées à la pratique en salle\u00a0;</li>' +
      "<li>libérez le terrain à l'heure de fin pour les joueurs suivants.</li></ul>" +
      "<ol><li>Les balles et raquettes prêtées sont rendues à l'accueil.</li>" +
      "<li>Tout dommage causé au matériel est signalé à l'accueil.</li></ol>" +
      '<p>Le règlement complet est consultable sur ' +
      '<a href="https://www.multisalle.fr/reglement-padel-park">notre site</a>.</p>',
    trigger: 'reservation',
    items: ["J'ai lu et j'accepte le règlement intérieur", "Je m'engage à porter des chaussures de salle"],
  },
  {
    hallKey: 'multisalle-chateauroux',
    title: "Conditions d'utilisation de la salle",
    contentHtml:
      '<p>La salle <strong>Multisalle Châteauroux</strong> est équipée de matériel motorisé.</p>' +
      "<ul><li>N'entrez sur le terrain qu'une fois la configuration terminée.</li>" +
      "<li>Les mineurs sont accompagnés d'un adulte responsable.</li></ul>",
    trigger: 'reservation',
    items: ["J'accepte les conditions d'utilisation de la salle"],
  },
  {
    hallKey: 'multisalle-chateauroux',
    title: "Droit à l'image",
    contentHtml:
      '<p>Les matchs sont <em>filmés</em> pour produire les replays et les temps forts.</p>' +
      '<p>Vos données sont traitées selon notre ' +
      '<a href="https://www.multisalle.fr/politique-de-confidentialite">politique de confidentialité</a>.</p>',
    trigger: 'reservation',
    items: [
      "J'accepte d'être filmé pendant la séance",
      "J'ai pris connaissance de la politique de confidentialité",
    ],
  },
  {
    hallKey: null,
    title: "Conditions générales d'utilisation",
    contentHtml:
      '<p>En utilisant <strong>Multisalle</strong>, vous acceptez nos conditions générales.</p>' +
      '<ul><li>Une réservation se règle selon les conditions de la salle.</li>' +
      '<li>Une annulation est possible au plus tard <strong>48 h</strong> avant le début.</li></ul>' +
      '<p><a href="https://www.multisalle.fr/mentions-legales">Mentions légales</a></p>',
    trigger: 'connexion',
    items: ["J'accepte les conditions générales d'utilisation"],
  },
];

/**
 * Grants the seeded status-based discounts to the seeded players who exist (the student rate to
 * {@link SEED_STUDENT_EMAIL}); safe to run at every start, after the players are seeded.
 *
 * @returns how many grants it added.
 * @example
 * ```ts
 * await seedAccounts(db);
 * await grantSeedDiscounts(db);
 * ```
 */
export async function grantSeedDiscounts(db: Database): Promise<number> {
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, SEED_STUDENT_EMAIL), isNull(users.deletedAt)));
  const [discount] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.label, STUDENT_DISCOUNT_LABEL), eq(discounts.status, 'Étudiant')));
  if (!student || !discount) return 0;
  const added = await db
    .insert(userDiscounts)
    .values({ userId: student.id, discountId: discount.id })
    .onConflictDoNothing()
    .returning({ userId: userDiscounts.userId });
  return added.length;
}

/**
 * Seeds conventions (two halls and the general public), discounts (codes and a student rate) and the
 * safety video flag of the Châteauroux hall. Runs inside `seedDatabase`, after the halls.
 *
 * @example `await seedBookingRules(tx)`
 */
export async function seedBookingRules(db: Database): Promise<void> {
  const hallRows = await db
    .select({ id: halls.id, key: halls.key })
    .from(halls)
    .where(inArray(halls.key, ['padel-park', 'multisalle-chateauroux']));
  const hallId = (key: string) => {
    const id = hallRows.find((hall) => hall.key === key)?.id;
    if (id === undefined) throw new Error(`Seed booking rules: unknown hall ${key}`);
    return id;
  };

  await db
    .update(halls)
    .set({ safetyVideoRequired: true })
    .where(eq(halls.id, hallId('multisalle-chateauroux')));

  for (const [position, convention] of seedConventions.entries()) {
    const [created] = await db
      .insert(conventions)
      .values({
        hallId: convention.hallKey === null ? null : hallId(convention.hallKey),
        title: convention.title,
        contentHtml: convention.contentHtml,
        trigger: convention.trigger,
        position,
      })
      .returning({ id: conventions.id });
    if (!created) throw new Error(`Seed booking rules: convention ${convention.title} was not created`);
    await db
      .insert(conventionValidationItems)
      .values(convention.items.map((label, index) => ({ conventionId: created.id, label, position: index })));
  }

  await db.insert(discounts).values([
    {
      label: 'Bienvenue\u00a0: 10 %',
      code: 'BIENVENUE10',
      percent: 10,
      isCumulative: true,
      isCodeCumulable: true,
    },
    {
      label: 'Padel\u00a0: 5 € offerts',
      code: 'PADEL5',
      hallId: hallId('padel-park'),
      amountCents: 500,
      isCumulative: false,
      isCodeCumulable: false,
    },
    {
      label: 'Été 2025\u00a0: 20 %',
      code: 'ETE2025',
      percent: 20,
      isCumulative: true,
      isCodeCumulable: true,
      endsAt: new Date('2025-08-31T21:59:59Z'),
    },
    {
      label: STUDENT_DISCOUNT_LABEL,
      status: 'Étudiant',
      percent: 15,
      isCumulative: true,
      isCodeCumulable: true,
    },
  ]);
  await grantSeedDiscounts(db);
}
