// The wire shape of « Télécharger mes données » (RGPD articles 15 and 20): French field names like the rest of
// the product's own calls, money in cents, instants in ISO 8601. Never a token, a hash or a card number.
import { z } from '@hono/zod-openapi';
import { PerformanceSchema } from '../matches/stats-wire.ts';

const int = () => z.number().int();
const instant = () => z.string().openapi({ format: 'date-time' });
const answerWord = z.enum(['attente', 'refus', 'validation']);

const AccountSchema = z.object({
  idUtilisateur: int(),
  idContact: int(),
  email: z.string(),
  nom: z.string(),
  prenom: z.string(),
  pseudo: z.string(),
  portable: z.string().nullable(),
  portableVerifie: z.boolean(),
  mineur: z.boolean(),
  emailingCollectivite: z.boolean(),
  equipementAdapte: z.boolean(),
  roles: z.array(z.string()),
  codePin: z.string().nullable(),
  paiementActif: z.boolean(),
  avatar: z.object({ url: z.string(), type: z.string(), misAJourLe: instant() }).nullable(),
  creeLe: instant(),
  activeLe: instant().nullable(),
  sallesMembre: z.array(z.object({ salle: z.string() })),
  reductionsStatut: z.array(z.object({ libelle: z.string(), statut: z.string(), accordeeLe: instant() })),
});

const FamilyMemberSchema = z.object({
  idContact: int(),
  nom: z.string(),
  prenom: z.string(),
  pseudo: z.string(),
  portable: z.string().nullable(),
  mineur: z.boolean(),
  creeLe: instant(),
});

const ReservationSchema = z.object({
  idReservation: z.string(),
  role: z.enum(['organisateur', 'participant']),
  salle: z.string(),
  sport: z.string(),
  terrain: z.string(),
  debut: instant(),
  fin: instant(),
  statut: z.string().openapi({ description: 'validate, finalisee, on_going, finished ou cancelled' }),
  nbPlaceMax: int(),
  paiementRequis: z.boolean(),
  partageFrais: z.boolean(),
  montantTotalCents: int(),
  tarifParPersonneCents: int(),
  annuleeLe: instant().nullable(),
  creeLe: instant(),
  reponses: z.array(
    z.object({
      idContact: int().nullable(),
      qui: z.enum(['vous', 'famille']),
      pseudo: z.string().nullable(),
      reponse: answerWord,
      codePin: z.string().nullable(),
      reductions: z.array(z.string()),
      enregistreeLe: instant(),
    }),
  ),
});

const CartSchema = z.object({
  idPanier: z.string(),
  partageFrais: z.boolean(),
  creeLe: instant(),
  valideLe: instant().nullable(),
  lignes: z.array(
    z.object({
      salle: z.string(),
      sport: z.string(),
      terrain: z.string(),
      debut: instant(),
      fin: instant(),
      prixUnitaireCents: int(),
      quantite: int(),
    }),
  ),
  reductions: z.array(z.string()),
});

const PaymentsSchema = z.object({
  carteEnregistree: z
    .object({
      derniersChiffres: z.string(),
      moisExpiration: int(),
      anneeExpiration: int(),
      fournisseur: z.string(),
      enregistreeLe: instant(),
    })
    .nullable(),
  parts: z.array(
    z.object({
      idPaiement: int(),
      idReservation: z.string(),
      montantCents: int(),
      personnes: int(),
      statut: z.string(),
      tentatives: int(),
      commentaire: z.string().nullable(),
      motifEchec: z.string().nullable(),
      creeLe: instant(),
      payeLe: instant().nullable(),
    }),
  ),
  operations: z.array(
    z.object({
      idCommande: z.string(),
      objet: z.enum(['enregistrement-carte', 'part']),
      montantCents: int(),
      devise: z.string(),
      statut: z.string(),
      creeLe: instant(),
      transactions: z.array(
        z.object({
          reference: z.string(),
          statut: z.string(),
          statutDetaille: z.string().nullable(),
          montantCents: int(),
          derniersChiffres: z.string().nullable(),
          creeLe: instant(),
        }),
      ),
    }),
  ),
  /** The refunds of the caller's shares of games the hall cancelled (to the card debited). */
  remboursements: z.array(
    z.object({
      idRemboursement: z.string(),
      idPaiement: int(),
      idReservation: z.string(),
      montantCents: int(),
      statut: z.enum(['en-cours', 'effectue', 'echec']),
      demandeLe: instant(),
      faitLe: instant().nullable(),
    }),
  ),
});

const NoticeSchema = z.object({
  canal: z.enum(['mail', 'sms']),
  destinataire: z.string(),
  objet: z.string().nullable(),
  texte: z.string().openapi({ description: 'Les liens et les codes en sont retirés.' }),
  creeLe: instant(),
  envoyeLe: instant().nullable(),
});

const ConsentsSchema = z.object({
  conventions: z.array(
    z.object({ idConvention: int(), titre: z.string(), salle: z.string().nullable(), valideeLe: instant() }),
  ),
  videosSecurite: z.array(
    z.object({ salle: z.string(), vueLe: z.string(), heure: z.string(), enregistreeLe: instant() }),
  ),
  emailingCollectivite: z.boolean(),
  cookies: z.object({ surNosServeurs: z.literal(false), explication: z.string() }),
});

const StatsSchema = z.object({
  idContact: int(),
  pseudo: z.string(),
  performances: PerformanceSchema,
  parSport: z.array(
    PerformanceSchema.extend({
      idSport: int(),
      sport: z.string(),
      niveau: z
        .object({ position: int(), joueursClasses: int() })
        .nullable()
        .openapi({ description: 'Sa place au classement du sport, parmi les joueurs rencontrés' }),
    }),
  ),
  parties: z.array(
    z.object({
      idPartie: z.string(),
      debut: instant(),
      sport: z.string(),
      salle: z.string(),
      equipe: int(),
      scores: z.array(z.string()),
      resultat: z.enum(['victoire', 'nul', 'defaite']),
      dureeSecondes: int(),
    }),
  ),
});

const LevelsSchema = z
  .object({
    masqueAuxAutres: z.boolean(),
    parSport: z.array(
      z.object({
        idSport: int(),
        sport: z.string(),
        niveau: z.number().openapi({ description: 'De 1,0 à 7,0, une décimale', example: 4.6 }),
        provisoire: z.boolean().openapi({ description: 'Moins de 5 matchs enregistrés dans ce sport' }),
        matchsComptes: int(),
        dernierMatch: instant().nullable(),
        glicko2: z.object({ classement: z.number(), ecart: z.number(), volatilite: z.number() }),
        calculeLe: instant(),
      }),
    ),
  })
  .openapi({
    description: 'Vos niveaux par sport, calculés des matchs enregistrés par les salles (Glicko-2)',
  });

const SecuritySchema = z.object({
  sessions: z.array(
    z.object({ base: z.string(), emiseLe: instant(), expireLe: instant(), revoqueeLe: instant().nullable() }),
  ),
  liensEnvoyes: z.array(
    z.object({ type: z.string(), creeLe: instant(), expireLe: instant(), utiliseLe: instant().nullable() }),
  ),
  codesSms: z.array(
    z.object({
      portable: z.string(),
      creeLe: instant(),
      expireLe: instant(),
      utiliseLe: instant().nullable(),
      essaisErrones: int(),
    }),
  ),
});

const ChannelsSchema = z.object({ mail: z.boolean(), sms: z.boolean() });
const LockedChannelsSchema = ChannelsSchema.extend({ modifiable: z.literal(false) });
const NoticeChoicesSchema = z.object({
  rappels: ChannelsSchema,
  reponses: ChannelsSchema,
  actualites: ChannelsSchema,
  paiements: LockedChannelsSchema,
  annulations: LockedChannelsSchema,
  choisiesLe: instant().nullable().openapi({
    description: 'Le dernier changement\u00a0; null\u00a0: jamais choisies, les choix par défaut',
  }),
});

/** `GET user/mes-donnees`: everything held about the caller, with a readable summary first. */
export const MyDataSchema = z
  .object({
    resume: z
      .object({ titre: z.string(), genereLe: instant(), lignes: z.array(z.string()) })
      .openapi({ description: 'Ce que contient le fichier, en phrases' }),
    version: z.literal(1),
    compte: AccountSchema,
    famille: z.array(FamilyMemberSchema),
    reservations: z.array(ReservationSchema),
    listeAttente: z.array(
      z.object({
        idReservation: z.string(),
        statut: z.string(),
        inscritLe: instant(),
        offreExpireLe: instant().nullable(),
      }),
    ),
    paniers: z.array(CartSchema),
    entrees: z.array(
      z.object({
        salle: z.string(),
        idReservation: z.string().nullable(),
        pseudo: z.string().nullable(),
        decideeLe: instant(),
        autorisee: z.boolean(),
        motif: z.string(),
      }),
    ),
    paiements: PaymentsSchema,
    messages: z.array(NoticeSchema),
    notifications: NoticeChoicesSchema.openapi({
      description: 'Mes notifications\u00a0: les choix par type et canal',
    }),
    consentements: ConsentsSchema,
    statistiques: z.object({ vous: StatsSchema, famille: z.array(StatsSchema) }),
    niveaux: LevelsSchema,
    securite: SecuritySchema,
  })
  .openapi('MesDonnees');

/** The export as the route answers it. */
export type MyData = z.infer<typeof MyDataSchema>;
