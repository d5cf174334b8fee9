import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients } from './business.js';
import { createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { quotes } from './quotes.js';
import { storedFiles, users } from './users.js';
import { studioColumn, workspaces } from './workspaces.js';

/** A studio's contract template (decision 159): its terms, with `{{client.name}}`-like fields. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_templates_workspace_idx').on(t.workspaceId, t.createdAt)],
);
export type ContractTemplateRow = typeof contractTemplates.$inferSelect;

/** Whether a studio was given its starting template, once, so deleting it does not bring it back. */
export const contractTemplateStarts = pgTable('contract_template_starts', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A contract (decision 159): a draft's text with its fields, filled and frozen when sent with the
 * SHA-256 of the PDF sent; once both signed, the sealed PDF is a stored file and nothing changes.
 * A change after signing is a new version linked to the previous one.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => contractTemplates.id, { onDelete: 'set null' }),
    /** The quote it goes with (decision 158): its total and deposit fill the `{{quote.*}}` fields. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    previousId: uuid('previous_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    filledBody: text('filled_body'),
    eventDate: date('event_date', { mode: 'string' }),
    status: text('status').notNull().default('draft'),
    documentSha256: text('document_sha256'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    /** The PDF as sent, whose SHA-256 the signers saw: served as it is until the sealed one replaces it. */
    sentPdfId: uuid('sent_pdf_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    signedPdfId: uuid('signed_pdf_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contracts_workspace_idx').on(t.workspaceId, t.createdAt),
    index('contracts_client_idx').on(t.clientId),
    index('contracts_title_search_idx').using('gin', searchIndexOn(t.title)),
    // One next version of a contract: two clicks at once make one.
    uniqueIndex('contracts_previous_idx').on(t.previousId),
  ],
);
export type ContractRow = typeof contracts.$inferSelect;

/** A signature (decision 159): who, how, when, from where, on which document. One per role per contract. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: idColumn(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The member who countersigned; null for the client. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    method: text('method').notNull(),
    /** The drawn signature's PNG; null when typed. */
    image: text('image'),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    documentSha256: text('document_sha256').notNull(),
  },
  (t) => [uniqueIndex('contract_signatures_role_idx').on(t.contractId, t.role)],
);
export type ContractSignatureRow = typeof contractSignatures.$inferSelect;

/**
 * The studio's sealing certificate (decision 159): made by the server at first use, a PKCS#12 of an
 * RSA key and a self-signed certificate naming the studio, kept sealed (lib/sealed-text.ts) with its
 * passphrase; never stored or logged in clear.
 */
export const contractCertificates = pgTable('contract_certificates', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** 'generated' by the server; 'uploaded' is left for the studio's own certificate. */
  source: text('source').notNull().default('generated'),
  sealedP12: text('sealed_p12').notNull(),
  sealedPassphrase: text('sealed_passphrase').notNull(),
  subject: text('subject').notNull(),
  createdAt: createdAt(),
});
export type ContractCertificateRow = typeof contractCertificates.$inferSelect;
