import { MEASUREMENT_SIZE_MAX } from './measurement-input.js';

/** Field length limits enforced on the server and mirrored by the forms. */
export const LIMITS = {
  name: 60,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  businessName: 120,
  phone: 40,
  address: 300,
  notes: 2000,
  description: 2000,
  projectName: 120,
  measurementName: 60,
  measurementValues: 100,
  measurementMax: MEASUREMENT_SIZE_MAX,
  /** Dollars; 10 million is far beyond any tailoring order and keeps cents well inside int range. */
  budgetMax: 10_000_000,
  otpLength: 4,
  /** One message of a client's conversation, either way (decision 131): the portal's own bound for a client's message. */
  conversationMessage: 2000,
} as const;

/**
 * The most records of each kind one studio can hold, whatever its plan, and the words its refusal
 * names them by (decision 070). Each is at
 * least ten times what a busy studio makes in five years (5,000 clients, 10,000 measurement records,
 * 20,000 projects, 50,000 invoices, 30,000 appointments, 1,000 saved patterns), so a person never
 * meets one; what they stop is a script filling the database. The plans' own limits (Free: 3
 * clients, 5 projects) come first and stay as they are.
 */
export const STORES = {
  clients: { limit: 100_000, label: 'clients' },
  measurements: { limit: 250_000, label: 'measurement records', noun: 'Measurement' },
  projects: { limit: 250_000, label: 'projects' },
  invoices: { limit: 500_000, label: 'invoices' },
  events: { limit: 500_000, label: 'calendar events', noun: 'Event' },
  patterns: { limit: 20_000, label: 'patterns' },
  /** A fabric room of 2,000 bolts and notions is large; 20,000 is the bound (decision 142). */
  materials: { limit: 20_000, label: 'materials' },
  /** Each receipt, reservation, cut and adjustment: a busy studio makes a few thousand a year. */
  materialMovements: { limit: 1_000_000, label: 'stock movements' },
  /** A price list of a few dozen alterations; 2,000 is far beyond any studio's (decision 150). */
  services: { limit: 2_000, label: 'services' },
  /** A studio buys from a few dozen suppliers (decision 145). */
  suppliers: { limit: 5_000, label: 'suppliers' },
  /** A weekly order for fifty years is 2,600; each holds at most 100 lines. */
  purchaseOrders: { limit: 100_000, label: 'purchase orders' },
  /** A cutting layout per pattern and fabric tried: a studio keeps a few hundred (decision 143). */
  patternLayouts: { limit: 20_000, label: 'cutting layouts' },
  /** A rate per stage and garment type: a workflow's dozen stages times the garments is under 200 (decision 154). */
  payRates: { limit: 2_000, label: 'piece rates' },
  /** Each stage done or undone, payout and adjustment: twenty people finishing fifty stages a day for years. */
  payEntries: { limit: 2_000_000, label: 'pay ledger lines' },
  /** A busy counter takes in a few dozen tickets a day: 30 years of them (decision 151). */
  tickets: { limit: 500_000, label: 'tickets' },
  /** What a client can book online: a studio offers a handful (decision 156). */
  appointmentTypes: { limit: 30, label: 'appointment types' },
  /** A contract or two per order, each version counted (decision 159). */
  contracts: { limit: 200_000, label: 'contracts' },
  /** A studio keeps a handful of templates: bridal, bespoke, alterations (decision 159). */
  contractTemplates: { limit: 200, label: 'contract templates' },
  /** A quote per order and a few more: a busy studio sends a few thousand a year (decision 158). */
  quotes: { limit: 200_000, label: 'quotes' },
  /** A wedding party a week for forty years is 2,000 (decision 160); its members are bounded per group (GROUP_LIMITS). */
  groups: { limit: 20_000, label: 'groups' },
  /** Far beyond what a studio keeps: the bound stops a script, never a person (decision 070). */
  designerStyles: { limit: 20_000, label: 'designer styles' },
  /** Far beyond what a studio keeps: the bound stops a script, never a person (decision 070). */
  sizeCharts: { limit: 2_000, label: 'size charts' },
  /** Far beyond what a studio keeps: the bound stops a script, never a person (decision 070). */
  pieces: { limit: 20_000, label: 'pieces' },
  /** Far beyond what a studio keeps: the bound stops a script, never a person (decision 070). */
  specialOrders: { limit: 20_000, label: 'special orders' },
  /** Far beyond what a studio keeps: the bound stops a script, never a person (decision 070). */
  rentals: { limit: 20_000, label: 'rentals' },
} as const;
export type StoreName = keyof typeof STORES;

/**
 * The records a route's `:id` can name that have no bound of their own (they live inside a store's
 * record, or a studio keeps a handful), with the noun their 404 names (decision 193).
 */
export const OTHER_RECORDS = {
  fittings: 'Fitting',
  fitCorrections: 'Correction',
  photos: 'Photo',
  measurementRequests: 'Measurement request',
  taxRates: 'Tax rate',
  garmentTemplates: 'Garment template',
  workspaceInvites: 'Invitation',
} as const;
/** A record a route's `:id` names: a store's, or one of the others. */
export type RecordName = StoreName | keyof typeof OTHER_RECORDS;
/**
 * The bound of each store, read from STORES. The server finds each store's table in its schema by
 * the store's name (decision 112), so a new store is this one line.
 */
export const STORE_LIMITS = Object.fromEntries(Object.entries(STORES).map(([name, store]) => [name, store.limit])) as {
  readonly [S in StoreName]: (typeof STORES)[S]['limit'];
};
