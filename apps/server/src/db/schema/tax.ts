import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { studioColumn, workspaces } from './workspaces.js';

/**
 * A studio's tax settings (decision 162): one row, made when first saved; a studio without one
 * invoices as before (one rate on the form, no identifiers). Its legal identity and address are
 * printed on documents and carried by the electronic invoice (decision 164).
 */
export const taxSettings = pgTable('tax_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** FR, GB, US, NG, IN or other: the rounding rule and the default accounts follow it. */
  country: text('country').notNull().default('other'),
  registered: boolean('registered').notNull().default(false),
  legalName: text('legal_name'),
  companyNumber: text('company_number'),
  vatNumber: text('vat_number'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  postcode: text('postcode'),
  city: text('city'),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  /** 'payment' or 'invoice' (decision 165). */
  depositMode: text('deposit_mode').notNull().default('payment'),
  /** 'pdf' or 'facturx' (decision 164). */
  defaultPdf: text('default_pdf').notNull().default('pdf'),
  paymentTerms: text('payment_terms'),
  iban: text('iban'),
  fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
  /** Account codes the studio changed; the others are its country's defaults (decision 166). */
  accounts: jsonb('accounts').notNull().default({}),
  updatedAt: updatedAt(),
});
export type TaxSettingsRow = typeof taxSettings.$inferSelect;

/** A named rate; one used by an issued document is archived, never deleted (decision 162). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    /** Hundredths of a percent: 5.5 % is 550. */
    rateBp: integer('rate_bp').notNull(),
    /** UNTDID 5305: S, Z, E, AE, K, G, O. */
    category: text('category').notNull(),
    exemptionReason: text('exemption_reason'),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tax_rates_workspace_idx')
      .on(t.workspaceId, t.position)
      .where(sql`${t.archivedAt} is null`),
  ],
);
export type TaxRateRow = typeof taxRates.$inferSelect;
