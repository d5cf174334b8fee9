/**
 * What a role in a studio may do, named once: a route declaration says which one it needs
 * (routes/define.ts), the server checks it before the handler and services check it again with
 * the record (decision 019). Which role holds which is below, read by the server's access checks
 * and by the web to leave out what a role cannot open (decision 072).
 */
export const PERMISSIONS = [
  'clients.read',
  'clients.write',
  'clients.delete',
  'measurements.read',
  'measurements.write',
  'measurements.delete',
  'projects.read',
  'projects.write',
  'projects.delete',
  'invoices.read',
  'invoices.write',
  'invoices.delete',
  'calendar.read',
  'calendar.write',
  'calendar.delete',
  'patterns.read',
  'patterns.write',
  'patterns.delete',
  /** Photos of clients, projects and measurements; each also needs the right to its record (decision 079). */
  'photos.read',
  'photos.write',
  'photos.delete',
  'dashboard.read',
  'analytics.read',
  'analytics.write',
  /**
   * A client's portal link: make, copy and end it (decision 102). The page shows the client's
   * invoices and balances, so only a role that sees the money holds it; staff do not.
   */
  'portal.manage',
  /** Fabric and notion stock (decision 142): staff read it and set it aside for projects; prices, receiving and adjusting are managers'. */
  'materials.read',
  'materials.write',
  'materials.delete',
  'materials.reserve',
  /** The price list (decision 150): staff read it without its prices, as with materials; owners and managers set them. */
  'services.read',
  'services.write',
  'services.delete',
  /** Alteration tickets at the counter (decision 151): staff take them in; the money on them is the invoices'. */
  'tickets.read',
  'tickets.write',
  /** Suppliers and purchase orders (decision 145): what the studio buys and at what price, managers' and owners' only. */
  'suppliers.read',
  'suppliers.write',
  'suppliers.delete',
  'purchaseOrders.read',
  'purchaseOrders.write',
  'purchaseOrders.delete',
  /**
   * Front of house (decisions 156-160): online bookings (staff see them, as the calendar), their settings,
   * appointment types and the studio's Stripe account (owners and managers); quotes, contracts and
   * their templates carry money and terms (owners and managers); groups such as a wedding party
   * (staff follow their members' garments, without the money).
   */
  'bookings.read',
  'bookings.manage',
  'quotes.read',
  'quotes.write',
  'quotes.delete',
  'contracts.read',
  'contracts.write',
  'groups.read',
  'groups.write',
  /** Tax settings and rates (decision 162): owners and managers. */
  'tax.manage',
  /** The accountant's FEC and journal (decision 166): owners and managers. */
  'accounting.export',
  /** The studio's name, address, currency, time zone, paper size and branding. */
  'studio.write',
  /** The whole-studio ZIP export and the client CSV import. */
  'data.export',
  'data.import',
  /** Personal API tokens (Enterprise): never held by a token itself. */
  'tokens.manage',
  /** The studio's members: who can be assigned a project or a fitting. */
  'team.read',
  /** Invites, roles, removal. */
  'team.manage',
  /** The studio's plan, payments and receipts. */
  'billing.manage',
  /** Piece-rate pay (decision 154): every member reads it, staff their own dues only. */
  'pay.read',
  /** Rates, payouts and adjustments: owners and managers. */
  'pay.manage',
  /**
   * The studio's payout account, where client deposits are paid out (decision 182): connecting or
   * disconnecting it is the owner's alone, signed in, never a manager's nor an API token's.
   */
  'payouts.manage',
  /** The studio's designer styles: staff read them; owners and managers write and delete them. */
  'designerStyles.read',
  'designerStyles.write',
  'designerStyles.delete',
  /** The studio's size charts: staff read them; owners and managers write and delete them. */
  'sizeCharts.read',
  'sizeCharts.write',
  'sizeCharts.delete',
  /** The studio's pieces: staff read them; owners and managers write and delete them. */
  'pieces.read',
  'pieces.write',
  'pieces.delete',
  /** The studio's special orders: staff read them; owners and managers write and delete them. */
  'specialOrders.read',
  'specialOrders.write',
  'specialOrders.delete',
  /** The studio's rentals: staff read them; owners and managers write and delete them. */
  'rentals.read',
  'rentals.write',
  'rentals.delete',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A person's role in their studio (decision 072). */
export const STUDIO_ROLES = ['owner', 'manager', 'staff'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** What a role can see in the team list and the invite dialog. */
export const STUDIO_ROLE_LABELS: Record<StudioRole, string> = { owner: 'Owner', manager: 'Manager', staff: 'Staff' };

/**
 * Staff make the garments: clients, measurements, projects, calendar, patterns and the generator.
 * They do not delete clients, which takes a client's whole history with it (decision 011), and see
 * no money: invoices, analytics, billing, the studio's settings, the export and the import.
 */
const STAFF: readonly Permission[] = [
  'clients.read',
  'clients.write',
  'measurements.read',
  'measurements.write',
  'measurements.delete',
  'projects.read',
  'projects.write',
  'projects.delete',
  'calendar.read',
  'calendar.write',
  'calendar.delete',
  'patterns.read',
  'patterns.write',
  'patterns.delete',
  'photos.read',
  'photos.write',
  'photos.delete',
  'dashboard.read',
  'team.read',
  'materials.read',
  'materials.reserve',
  'services.read',
  'tickets.read',
  'tickets.write',
  'pay.read',
  'bookings.read',
  'groups.read',
  'groups.write',
  'designerStyles.read',
  'sizeCharts.read',
  'pieces.read',
  'specialOrders.read',
  'rentals.read',
];

/** Owners do everything; managers everything but the team, the billing and the payout account (decisions 072, 182). */
const OWNER_ONLY: ReadonlySet<Permission> = new Set<Permission>(['team.manage', 'billing.manage', 'payouts.manage']);
export const ROLE_PERMISSIONS: Record<StudioRole, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  manager: new Set(PERMISSIONS.filter((p) => !OWNER_ONLY.has(p))),
  staff: new Set(STAFF),
};

/** What no API token may do, whatever its member's role: manage tokens, the team, the billing or the payout account (decisions 074, 182). */
export const TOKEN_EXCLUDED: ReadonlySet<Permission> = new Set<Permission>([
  'tokens.manage',
  'team.manage',
  'billing.manage',
  'payouts.manage',
]);
