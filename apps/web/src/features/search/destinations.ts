import type { GatedFeature, Permission, SearchHit, SearchKind, User } from '@atelier/shared';
import {
  BookOpen,
  CalendarPlus,
  FileSignature,
  FilePlus2,
  FileText,
  FolderKanban,
  Layers,
  PenLine,
  PenTool,
  ReceiptText,
  ScanLine,
  ShoppingCart,
  Ticket,
  Truck,
  UserPlus,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { ADD_CLIENT_PATH, clientPath, NEW_PARAM } from '@/lib/navigation';
import { can } from '@/lib/permissions';
import { planHas } from '@/features/billing';

const id = encodeURIComponent;

/**
 * The page that opens a record of each kind, and its icon (decision 210). Each is the page the
 * server's SEARCH_KINDS guards alike; a test walks the routes to keep the two the same.
 */
export const HIT_PAGES: Record<SearchKind, { path: (hit: SearchHit) => string; icon: LucideIcon }> = {
  client: { path: (h) => clientPath(h.id), icon: Users },
  ticket: { path: (h) => `/tickets/${id(h.id)}`, icon: Ticket },
  project: { path: (h) => `/projects?project=${id(h.id)}`, icon: FolderKanban },
  invoice: { path: (h) => `/invoices?invoice=${id(h.id)}`, icon: FileText },
  creditNote: { path: (h) => `/invoices?invoice=${id(h.id)}`, icon: ReceiptText },
  quote: { path: (h) => `/quotes/${id(h.id)}`, icon: FileSignature },
  contract: { path: (h) => `/contracts/${id(h.id)}`, icon: PenLine },
  purchaseOrder: { path: (h) => `/purchase-orders/${id(h.id)}`, icon: ShoppingCart },
  material: { path: (h) => `/materials/${id(h.id)}`, icon: Layers },
  // Suppliers and patterns have no page of their own: their list opens searching for the name.
  supplier: { path: (h) => `/suppliers?search=${id(h.title)}`, icon: Truck },
  // A style opens the catalogue searching for its name (it has no page of its own either).
  designerStyle: { path: (h) => `/designer-styles?search=${id(h.title)}`, icon: BookOpen },
  pattern: { path: (h) => `/patterns?search=${id(h.title)}`, icon: PenTool },
  group: { path: (h) => `/groups/${id(h.id)}`, icon: UsersRound },
};

export type SearchActionKey = 'newTicket' | 'newClient' | 'recordPayment' | 'newQuote' | 'newInvoice' | 'newAppointment' | 'scanTag';

/**
 * What a person can start from the search: a page that opens on its form, or, for a payment, the
 * search narrowed to the invoices (the payment is recorded on the invoice found).
 */
export type SearchAction = {
  key: SearchActionKey;
  icon: LucideIcon;
  permission: Permission;
  feature?: GatedFeature;
} & ({ to: string } | { narrowTo: SearchKind });

export const SEARCH_ACTIONS: readonly SearchAction[] = [
  { key: 'newTicket', icon: Ticket, to: '/tickets/new', permission: 'tickets.write', feature: 'invoices' },
  { key: 'scanTag', icon: ScanLine, to: '/scan', permission: 'projects.read' },
  { key: 'newClient', icon: UserPlus, to: ADD_CLIENT_PATH, permission: 'clients.write' },
  { key: 'recordPayment', icon: Wallet, narrowTo: 'invoice', permission: 'invoices.write' },
  { key: 'newInvoice', icon: FilePlus2, to: `/invoices?${NEW_PARAM}=1`, permission: 'invoices.write' },
  { key: 'newQuote', icon: FileSignature, to: '/quotes/new', permission: 'quotes.write', feature: 'quotes' },
  { key: 'newAppointment', icon: CalendarPlus, to: `/calendar?${NEW_PARAM}=1`, permission: 'calendar.write' },
];

/** The actions the person's role and studio's plan let them start, as their pages' guards do. */
export const actionsFor = (user: (Pick<User, 'studio'> & Parameters<typeof planHas>[0]) | null): readonly SearchAction[] =>
  SEARCH_ACTIONS.filter((a) => can(user, a.permission) && (!a.feature || planHas(user, a.feature)));

/** Folded as the server folds: case and accents do not matter ('resume' finds 'Résumé'). */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
