import { z } from 'zod';
import { clientSchema, createClientBodySchema } from './clients.js';

/**
 * The profile picture rules (the /settings page): the hint is the product's fixed wording,
 * and both the web's pre-check and the server's limit read these numbers (decision 022).
 */
export const PROFILE_IMAGE = {
  maxBytes: 2 * 1024 * 1024,
  /** Sides of the stored square, in pixels; smaller pictures are not enlarged. */
  maxSide: 512,
  hint: 'JPG, PNG or GIF. Max size 2MB.',
  /** What the file input offers; the server judges the bytes, never the name or declared type. */
  accept: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
} as const;

/** At most this many rows in one client import (decision 026). */
export const CLIENT_IMPORT_MAX_ROWS = 1000;

/** The client fields a CSV column can be mapped to, in the order the mapping screen lists them. */
export const CLIENT_IMPORT_FIELDS = ['name', 'email', 'phone', 'address', 'notes', 'status'] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

/** One imported row is exactly a client create body: same rules, same messages. */
export const clientImportRowSchema = createClientBodySchema;
export type ClientImportRow = z.input<typeof clientImportRowSchema>;

/** POST /clients/import: every row valid, or nothing is stored (errors on `rows.<i>.<field>`). */
export const clientImportBodySchema = z.strictObject({
  rows: z
    .array(clientImportRowSchema)
    .min(1, 'Choose at least one row to import')
    .max(CLIENT_IMPORT_MAX_ROWS, `At most ${CLIENT_IMPORT_MAX_ROWS} clients can be imported at once`),
});
export type ClientImportBody = z.input<typeof clientImportBodySchema>;

export const clientImportDataSchema = z.object({
  imported: z.number().int(),
  clients: z.array(clientSchema),
});
export type ClientImportData = z.infer<typeof clientImportDataSchema>;

/** The files of the export ZIP (decision 026); later issues add invoices, events and patterns. */
export const EXPORT_FILES = {
  clients: 'clients.csv',
  measurements: 'measurements.csv',
  projects: 'projects.csv',
  /** One row per production stage of a project, in the project's order (decision 077). */
  stages: 'project-stages.csv',
  invoices: 'invoices.csv',
  events: 'events.csv',
  patterns: 'patterns.csv',
  /** The studio's own garments, one row per measurement of each (decision 078). */
  garmentTemplates: 'garment-templates.csv',
  /** The studio's message templates, one row per kind (decision 083). */
  messageTemplates: 'message-templates.csv',
  /** A folder of the pattern images, named by pattern. */
  patternImages: 'patterns/',
  /** The photos of clients, projects, measurement records and fittings (decisions 079, 086), and their full sizes by id. */
  photos: 'photos.csv',
  photoFiles: 'photos/',
  /** Requests to measure at home and what clients sent (decision 084), one row per measurement asked. */
  measurementRequests: 'measurement-requests.csv',
  /** The projects' fittings and what was worn, and their corrections one a row (decision 086). */
  fittings: 'fittings.csv',
  fitCorrections: 'fit-corrections.csv',
  /** The clients' portal links, live and ended, without their tokens (decision 082). */
  portalLinks: 'portal-links.csv',
  /** What clients did through the portal, as the studio was told it (decision 082). */
  notifications: 'notifications.csv',
  /** Every message with each client, both ways, one a row (decisions 131, 137). */
  conversation: 'conversation.csv',
  /** The earlier values of edited measurements, one changed measurement a row (decisions 130, 137). */
  measurementRevisions: 'measurement-revisions.csv',
  /** The fabric and notion stock and its ledger, one movement a row (decision 142). */
  materials: 'materials.csv',
  materialMovements: 'material-movements.csv',
  /** What each project needs of each material (decision 144). */
  projectMaterials: 'project-materials.csv',
  /** The pattern layouts on fabric, without their drawings (decision 143). */
  patternLayouts: 'pattern-layouts.csv',
  /** Whom the studio buys from, its orders and their lines one a row (decision 145). */
  suppliers: 'suppliers.csv',
  purchaseOrders: 'purchase-orders.csv',
  purchaseOrderLines: 'purchase-order-lines.csv',
  /** The price list (decision 150). */
  services: 'services.csv',
  /** The counter's tickets, and the work asked on each garment one line a row (decision 151). */
  tickets: 'tickets.csv',
  ticketLines: 'ticket-lines.csv',
  /** Piece rates and the pay ledger, one entry a row (decision 154). */
  payRates: 'pay-rates.csv',
  payEntries: 'pay-entries.csv',
  /** The contracts and their versions, without signature images (decision 159). */
  contracts: 'contracts.csv',
  /** Quotes and their lines one a row (decision 158). */
  quotes: 'quotes.csv',
  quoteLines: 'quote-lines.csv',
  /** Groups such as a wedding party, and their members with their progress one a row (decision 160). */
  groups: 'groups.csv',
  groupMembers: 'group-members.csv',
  /** The booking page's appointment types and its online bookings (decision 156). */
  appointmentTypes: 'appointment-types.csv',
  bookings: 'bookings.csv',
  /** The boutique's catalogue, its designers' size charts one size a row, and its pieces (decisions 212, 214, 215). */
  designerStyles: 'designer-styles.csv',
  sizeCharts: 'size-charts.csv',
  pieces: 'pieces.csv',
  /** The brides' special orders, the size proposed beside the size ordered (decision 216). */
  specialOrders: 'special-orders.csv',
  /** The rentals and each piece on them, with its held days and money to the cent (decision 222). */
  rentals: 'rentals.csv',
  rentalPieces: 'rental-pieces.csv',
  json: 'atelier-export.json',
} as const;
