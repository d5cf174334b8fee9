import { i18n, params } from '@/lib/i18n/i18n';

/**
 * The texts of /ai-patterns. English keeps the original screen texts, except where the word AI
 * would tell the user something that did not happen: the generator
 * drafts by pattern-making rules (FreeSewing) from the client's measurements, so those texts say
 * that, in decision 039's words (and 041). French in locales/fr/ai-patterns-page.json.
 */
export const generatorMessages = i18n('pattern-generator-page', {
  title: 'Pattern Generator',
  description: "Draft sewing patterns to your client's measurements",

  formTitle: 'Pattern Specifications',
  formDescription: "Choose a client and a garment: the pattern is drafted to the client's measurements by pattern-making rules.",
  name: 'Pattern Name',
  nameHint: 'Left empty, the name is the style followed by what the design drafts.',
  garmentType: 'Garment Type',
  style: 'Style',
  sizeRange: 'Size Range',
  fabricType: 'Fabric Type',
  occasion: 'Occasion',
  occasionPlaceholder: 'e.g., wedding, office, casual wear',
  additionalDetails: 'Additional Details',
  client: 'Client',
  clientPlaceholder: 'Select a client',
  noClients: 'Add a client and their measurements first.',
  addClient: 'Go to Clients',
  measurement: 'Measurement Record',
  measurementPlaceholder: 'Select a record',
  recordOption: params('{garment}, {date}'),
  noRecord: 'No record yet: enter the measurements below',
  design: 'Design',
  designOption: params('{name} ({difficulty})'),
  designLocked: params('{name} ({difficulty}), needs Premium'),
  // Decision 132: a garment no design drafts says so, and where its parts are drafted.
  noDesignDress:
    'No design drafts a whole dress yet: draft its bodice under Blouse with Bodice with sleeves (Bella), and its skirt under Skirt with Pencil skirt (Penelope).',
  noDesign: 'No design drafts this garment yet.',
  templatesFree: params('The Free plan drafts {free} of the {total} designs; the others need Premium or Enterprise.'),
  seePlans: 'See plans',
  seamAllowance: 'Seam Allowance',
  seamAllowanceHint: params('In {unit}, added around every piece.'),
  seamAllowanceInvalid: 'Enter a seam allowance from 0 to 5 cm (2 in).',
  fabricWidth: 'Fabric Width',
  fabricWidthHint: 'The fabric length in the materials is laid out on this width.',

  missingTitle: 'Measurements needed',
  missingDescription:
    "This design needs measurements the record does not have. They are saved to the client's record, so the next pattern asks for nothing.",
  missingRefused: "The client's record lacks measurements this design needs: enter them below and generate again.",
  enterMeasurement: params('Enter {label}'),
  degrees: 'degrees',
  measurementLabel: params('{label} ({unit})'),
  checking: "Checking the client's record...",

  generate: 'Generate Pattern',
  generating: 'Generating Pattern...',
  progressTitle: 'Generating Your Pattern',
  progressText: "Drafting the pattern to the client's measurements…",

  usage: params('{used} of {limit} this month'),
  usageUnlimited: params('{used} this month, no monthly limit'),
  resets: params('Resets on {date}.'),
  limitReached: 'This month’s patterns are used up. Upgrade for unlimited patterns.',

  resultsTitle: 'Generated Patterns',
  resultsLabel: 'Your generated patterns',
  emptyTitle: 'No Patterns Generated Yet',
  emptyTextWide: 'Fill out the form on the left to generate your first made-to-measure pattern!',
  emptyTextNarrow: 'Fill out the form above to generate your first made-to-measure pattern!',
  loading: 'Loading...',
  noDescription: 'No description provided',
  notSpecified: 'Not specified',
  watermarked: 'Watermarked',
  public: 'Public',
  previewOf: params('Preview of {name}: every piece of the pattern'),
  draftedFor: params('Drafted with {design} for {client}, seam allowance {seam}.'),
  draftedWith: params('Drafted with {design}, seam allowance {seam}.'),
  /** A size written as a fraction: '3/8 in'. */
  sizeText: params('{size} {unit}'),
  materials: 'Materials Needed',
  instructions: 'Instructions',
  edit: 'Edit Pattern',
  editOf: params('Edit Pattern {name}'),
  makePublic: 'Make Public',
  makePublicOf: params('Make Public {name}'),
  delete: 'Delete',
  deleteOf: params('Delete {name}'),
  downloadPdf: 'Download PDF',
  downloadPdfOf: params('Download PDF of {name}'),
  watermarkedNote: '(Watermarked)',
  paper: 'Paper',
  paperOf: params('Paper for {name}'),
  a4: 'A4',
  letter: 'Letter',
  noPdf: 'This pattern has no draft to print.',
  // The server's difficulty values (packages/shared DIFFICULTIES), shown in the user's language.
  difficultyBeginner: 'Beginner',
  difficultyIntermediate: 'Intermediate',
  difficultyAdvanced: 'Advanced',
});

type GeneratorTexts = ReturnType<typeof generatorMessages.get>;

/** A difficulty as the server gives it, in the user's language; a value we do not know is shown as sent. */
export function difficultyLabel(t: GeneratorTexts, difficulty: string): string {
  const key = `difficulty${difficulty}` as keyof GeneratorTexts;
  const label = t[key];
  return typeof label === 'string' ? label : difficulty;
}
