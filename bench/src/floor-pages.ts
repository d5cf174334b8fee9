import { PAGE_LIMITS } from '@atelier/shared';

/** A list page the bench measures: its path under /api/v1, the key its records come under, and the tables its rows are read from. */
export type FloorPage = { name: string; path: string; key: string; tables: string[] };

/** What the floor server answers on /ready once it has learnt every page. */
export const FLOOR_READY = 'floor-ready';

export const PAGE = PAGE_LIMITS.screen;
/** A client's last name the seed gives about one client in fourteen: a search that finds some of every list. */
export const TERM = 'okafor';

const INVOICE_TABLES = ['invoices', 'invoice_items', 'invoice_payments'];
/** A project's answer carries its stages (decision 169: the floor left their statement out before). */
const PROJECT_TABLES = ['projects', 'project_stages'];

/** Each list's page and its search (decisions 069, 168). */
export const LIST_PAGES: FloorPage[] = [
  { name: 'clients', path: `/clients?limit=${PAGE}`, key: 'clients', tables: ['clients'] },
  { name: 'measurements', path: `/measurements?limit=${PAGE}`, key: 'measurements', tables: ['measurements'] },
  { name: 'projects', path: `/projects?limit=${PAGE}`, key: 'projects', tables: PROJECT_TABLES },
  { name: 'invoices', path: `/invoices?limit=${PAGE}`, key: 'invoices', tables: INVOICE_TABLES },
  { name: 'patterns', path: `/patterns?limit=${PAGE}`, key: 'patterns', tables: ['patterns'] },
  { name: 'public patterns', path: `/patterns/public?limit=${PAGE}`, key: 'patterns', tables: ['patterns'] },
  { name: 'clients search', path: `/clients?limit=${PAGE}&search=${TERM}`, key: 'clients', tables: ['clients'] },
  { name: 'measurements search', path: `/measurements?limit=${PAGE}&search=${TERM}`, key: 'measurements', tables: ['measurements'] },
  { name: 'projects search', path: `/projects?limit=${PAGE}&search=${TERM}`, key: 'projects', tables: PROJECT_TABLES },
  { name: 'invoices search', path: `/invoices?limit=${PAGE}&search=${TERM}`, key: 'invoices', tables: INVOICE_TABLES },
];
