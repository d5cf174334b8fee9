import { z } from 'zod';
import type { Permission } from './permissions.js';
import type { GatedFeature } from './plan-access.js';
import { SEARCH_MAX } from './text.js';

/**
 * The one search (decision 210): every kind of record a person may look for from any page, and who
 * may find it. A kind is found by a role holding `permission` in a studio whose plan has `feature`,
 * exactly as its page's guard lets them open it (a test walks the web's routes to keep the two the
 * same), so staff find no invoice, quote, contract nor purchase order.
 */
export const SEARCH_KINDS = {
  client: { permission: 'clients.read' },
  ticket: { permission: 'tickets.read', feature: 'invoices' },
  project: { permission: 'projects.read' },
  invoice: { permission: 'invoices.read' },
  creditNote: { permission: 'invoices.read' },
  quote: { permission: 'quotes.read', feature: 'quotes' },
  contract: { permission: 'contracts.read', feature: 'contracts' },
  purchaseOrder: { permission: 'purchaseOrders.read', feature: 'materials' },
  material: { permission: 'materials.read', feature: 'materials' },
  supplier: { permission: 'suppliers.read', feature: 'materials' },
  designerStyle: { permission: 'designerStyles.read', feature: 'materials' },
  pattern: { permission: 'patterns.read' },
  group: { permission: 'groups.read', feature: 'groups' },
} as const satisfies Record<string, { permission: Permission; feature?: GatedFeature }>;

export type SearchKind = keyof typeof SEARCH_KINDS;
export const SEARCH_KIND_NAMES = Object.keys(SEARCH_KINDS) as SearchKind[];
export type SearchKindRule = { permission: Permission; feature?: GatedFeature };
/** Who may find a kind: the permission and, for a paid feature, the plan feature its page asks. */
export const searchKindRule = (kind: SearchKind): SearchKindRule => SEARCH_KINDS[kind];

export const SEARCH_LIMITS = {
  /** The longest text searched, as every list's search (decision 069). */
  termMax: SEARCH_MAX,
  /** What one search shows of each kind before "more". */
  perKind: 5,
  /** A page of one kind, asked for with `kind`. */
  page: 20,
  /** The furthest a person pages into one kind: past it, they type more of what they look for. */
  deepest: 200,
} as const;

const termMessage = `Type from 1 to ${SEARCH_LIMITS.termMax} characters`;

/**
 * `q`: what was typed, as typed. `kind` pages through one kind; `cursor` is the previous page's
 * `nextCursor` (an offset the server made, bounded by `deepest`).
 */
export const searchAnythingQuerySchema = z.object({
  q: z.string().trim().min(1, termMessage).max(SEARCH_LIMITS.termMax, termMessage),
  kind: z.enum(SEARCH_KIND_NAMES as [SearchKind, ...SearchKind[]]).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,3}$/, 'Cursor is not valid')
    .transform(Number)
    .pipe(z.number().int().min(0).max(SEARCH_LIMITS.deepest, 'Cursor is not valid'))
    .optional(),
});
export type SearchAnythingQuery = z.infer<typeof searchAnythingQuerySchema>;

/**
 * A record found: its kind and id (the web knows the page that opens it), what names it (a name, a
 * number, a code) and what tells it from another of the same name (the client's name, a phone
 * number, an e-mail, a code): data only, never words, so it reads the same in every language.
 */
export const searchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** A calendar date that tells it apart (a ticket's pickup, a group's event), or null. */
  keyDate: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KIND_NAMES as [SearchKind, ...SearchKind[]]),
  hits: z.array(searchHitSchema),
  /** Where the next hits of this kind start, asked with `kind` and `cursor`; null when these are all. */
  nextCursor: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** The kinds the caller may find that matched, each in SEARCH_KINDS' order; none when nothing did. */
export const searchResultSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
