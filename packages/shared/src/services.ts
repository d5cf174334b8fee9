import { z } from 'zod';
import { optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { garmentTypeSchema } from './garments.js';
import { LIMITS } from './limits.js';
import { hasAtMostTwoDecimals } from './money.js';
import { pageQueryShape } from './pages.js';
import { text } from './text.js';

/**
 * The studio's price list (decision 150): what it charges for an alteration, how long it takes and
 * at which stage of the workroom it is done. Prices are integer cents on the server (decision 015).
 */
export const SERVICE_LIMITS = {
  name: 120,
  /** A stage's name as the studio's workflows spell it. */
  stage: 80,
  minutesMin: 1,
  /** A whole day: beyond it a standard time is a typing slip. */
  minutesMax: 1440,
} as const;

/**
 * The handful of common alterations a new price list starts with, named in the studio's language
 * (its owner's, decision 128); the stages keep the default workflow's names (decision 150).
 */
export const STARTER_SERVICES = [
  {
    en: 'Hem trousers',
    fr: 'Ourlet de pantalon',
    es: 'Bajo de pantalón',
    pt: 'Bainha de calças',
    de: 'Hose kürzen',
    it: 'Orlo pantalone',
    price: 15,
    minutes: 30,
    stage: 'Sewing',
    garmentType: 'pants',
  },
  {
    en: 'Take in waist',
    fr: 'Reprendre la taille',
    es: 'Estrechar cintura',
    pt: 'Apertar a cintura',
    de: 'Bund enger machen',
    it: 'Stringere in vita',
    price: 25,
    minutes: 45,
    stage: 'Sewing',
    garmentType: 'pants',
  },
  {
    en: 'Shorten sleeves',
    fr: 'Raccourcir les manches',
    es: 'Acortar mangas',
    pt: 'Encurtar mangas',
    de: 'Ärmel kürzen',
    it: 'Accorciare maniche',
    price: 30,
    minutes: 60,
    stage: 'Sewing',
    garmentType: 'jacket',
  },
  {
    en: 'Hem a dress',
    fr: 'Ourlet de robe',
    es: 'Bajo de vestido',
    pt: 'Bainha de vestido',
    de: 'Kleid kürzen',
    it: 'Orlo abito',
    price: 35,
    minutes: 60,
    stage: 'Sewing',
    garmentType: 'dress',
  },
  {
    en: 'Replace a zip',
    fr: 'Changer une fermeture éclair',
    es: 'Cambiar cremallera',
    pt: 'Trocar fecho',
    de: 'Reißverschluss ersetzen',
    it: 'Sostituire cerniera',
    price: 20,
    minutes: 40,
    stage: 'Sewing',
    garmentType: null,
  },
  {
    en: 'Sew on a button',
    fr: 'Coudre un bouton',
    es: 'Coser un botón',
    pt: 'Pregar um botão',
    de: 'Knopf annähen',
    it: 'Attaccare un bottone',
    price: 3,
    minutes: 5,
    stage: 'Finishing',
    garmentType: null,
  },
] as const;

const price = z
  .number({ error: (issue) => (issue.input === undefined ? 'Price is required' : 'Price must be a number') })
  .min(0, 'Price cannot be negative')
  .max(LIMITS.budgetMax, `Price must be at most ${LIMITS.budgetMax}`)
  .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimals');

const minutes = z
  .number({ error: (issue) => (issue.input === undefined ? 'Standard minutes are required' : 'Standard minutes must be a number') })
  .int('Standard minutes must be a whole number')
  .min(SERVICE_LIMITS.minutesMin, `Standard minutes must be at least ${SERVICE_LIMITS.minutesMin}`)
  .max(SERVICE_LIMITS.minutesMax, `Standard minutes must be at most ${SERVICE_LIMITS.minutesMax}`);

const serviceFields = {
  name: text().trim().min(1, 'Name is required').max(SERVICE_LIMITS.name, `Name must be at most ${SERVICE_LIMITS.name} characters`),
  /** In the studio's currency, at most 2 decimals. */
  price,
  minutes,
  stage: optionalText(SERVICE_LIMITS.stage, 'Stage'),
  garmentType: garmentTypeSchema.nullish(),
  /** An inactive service stays on past tickets and invoices but is not offered for new ones. */
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
};

export const createServiceBodySchema = z.strictObject(serviceFields);
export type CreateServiceBody = z.input<typeof createServiceBodySchema>;

/** Every field optional: a field not sent is left as it is. */
export const updateServiceBodySchema = z.strictObject(
  Object.fromEntries(Object.entries(serviceFields).map(([key, field]) => [key, field.optional()])) as {
    [K in keyof typeof serviceFields]: z.ZodOptional<(typeof serviceFields)[K]>;
  },
);
export type UpdateServiceBody = z.input<typeof updateServiceBodySchema>;

export const serviceListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the name or the stage, whatever the case and accents. */
  search: searchQuerySchema.optional(),
});

export const serviceSchema = recordIdsSchema.extend({
  name: z.string(),
  /** Null for a role that does not see prices (staff), as with materials' cost. */
  price: z.number().nullable(),
  minutes: z.number().int(),
  stage: z.string(),
  garmentType: garmentTypeSchema.nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
