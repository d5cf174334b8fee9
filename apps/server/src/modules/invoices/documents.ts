import { INVOICE_STATUS_LABELS } from '@atelier/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, invoices, type UserRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';

import { AppError } from '../../lib/errors.js';
import { said, sayIn } from '../../lib/said.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { userSettings } from '../../lib/user-settings.js';
import { claimClientMessage } from '../plans/client-mail.js';
import { studioOwner } from '../plans/rules.js';
import { documentBrand } from '../studio/brand.js';
import { eInvoiceJob, type EInvoiceContext } from './e-invoice/document.js';
import { partiesOfSnapshot, taxSettingsOf } from './e-invoice/parties.js';
import { invoiceMail } from './invoice-mail.js';
import { issueInTx } from './issue.js';
import type { InvoicePdfClient, InvoicePdfInput, InvoicePdfSeller, InvoicePdfStudio } from './pdf.js';
import { clientLanguageSql } from '../../lib/client-language.js';
import { pdfFileName } from './pdf-text.js';
import { presentInvoice } from './presenter.js';
import { type InvoiceRecord, type InvoiceService } from './service.js';

/** The studio as its invoices show it (decisions 030, 073): its name and brand, the owner's contact details, the studio's paper and zone. */
export async function studioOf(ctx: AppContext, owner: UserRow, workspaceId: string): Promise<InvoicePdfStudio> {
  const settings = userSettings(owner);
  return {
    brand: await documentBrand(ctx.db, workspaceId),
    ownerName: `${owner.firstName} ${owner.lastName}`.trim(),
    address: owner.address ?? '',
    phone: owner.phone ?? '',
    email: owner.email,
    website: owner.website ?? '',
    paperSize: settings.paperSize,
    timeZone: settings.timezone,
  };
}

/** The client billed, with the language its invoice is written in (decision 128) and its identifiers (decision 162). */
export async function clientOf(ctx: AppContext, workspaceId: string, clientId: string): Promise<Required<InvoicePdfClient>> {
  const [row] = await ctx.db
    .select({
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      address: clients.address,
      language: clientLanguageSql,
      companyNumber: clients.companyNumber,
      vatNumber: clients.vatNumber,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  return {
    name: row?.name ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    address: row?.address ?? '',
    language: row?.language ?? 'en',
    companyNumber: row?.companyNumber ?? '',
    vatNumber: row?.vatNumber ?? '',
  };
}

/**
 * Who sells and who buys, as the invoice kept them when issued (decision 164), else as the tax
 * settings and the client are now: a draft follows them, an issued invoice never changes. The
 * payment terms and IBAN are the settings' now, as the electronic invoice's are.
 */
export async function invoiceParties(ctx: AppContext, record: InvoiceRecord, client: Required<InvoicePdfClient>) {
  const kept = partiesOfSnapshot(record.parties);
  const settings = await taxSettingsOf(ctx.db, record.workspaceId);
  const from = kept?.seller ?? settings;
  const seller: InvoicePdfSeller = {
    legalName: from?.legalName ?? '',
    companyNumber: from?.companyNumber ?? '',
    vatNumber: from?.vatNumber ?? '',
    // The terms and IBAN the electronic invoice carries are the settings' (document.ts): the PDF prints the same (decision 184).
    paymentTerms: settings?.paymentTerms ?? '',
    iban: settings?.iban ?? '',
  };
  const buyer = kept ? { ...client, companyNumber: kept.buyer.companyNumber, vatNumber: kept.buyer.vatNumber } : client;
  return { seller, client: buyer };
}

/** GET /invoices/{id}/pdf and POST /invoices/{id}/send (decision 030): made on the server, from the invoice as presented. */
export function invoiceDocuments(ctx: AppContext, invoiceService: InvoiceService) {
  /**
   * The studio's default PDF as Factur-X (decision 164): an issued invoice's PDF carries its CII.
   * A studio still lacking a mandatory term gets its plain PDF: its settings list what is missing.
   */
  async function facturxJob(c: Omit<EInvoiceContext, 'settings'>) {
    if (!c.record.issuedAt) return null;
    const settings = await taxSettingsOf(ctx.db, c.record.workspaceId);
    if (settings?.defaultPdf !== 'facturx') return null;
    return (await eInvoiceJob(ctx.db, { ...c, settings }, 'facturx')).job ?? null;
  }

  async function render(actor: Actor, id: string) {
    const record = await invoiceService.get({ actor, id });
    // After the access check (another studio's invoice is 404), before the CPU is spent (decision 054).
    await boundStudio(ctx.limiter, 'invoicePdf', actor.workspaceId);
    const invoice = presentInvoice(record);
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    const studio = await studioOf(ctx, owner, actor.workspaceId);
    const { seller, client } = await invoiceParties(ctx, record, await clientOf(ctx, actor.workspaceId, record.clientId));
    // Drawn in the worker pool under the studio's bound (decision 097), from the same plain data.
    const facturx = await facturxJob({ record, invoice, studio, client, seller });
    if (facturx) return { invoice, studio, client, pdf: await ctx.heavy.run<Buffer>(actor.workspaceId, 'eInvoice', facturx) };
    const input: InvoicePdfInput = { invoice, studio, client, seller };
    const pdf = await ctx.heavy.run<Buffer>(actor.workspaceId, 'invoicePdf', input);
    return { invoice, studio, client, pdf };
  }

  /** The client's address, told before anything changes: 422 when there is none. */
  async function addressOf(actor: Actor, id: string) {
    const record = await invoiceService.get({ actor, id });
    const client = await clientOf(ctx, actor.workspaceId, record.clientId);
    if (!client.email) {
      const refusal = said('invoices.clientNoEmail');
      throw new AppError(
        'CLIENT_EMAIL_MISSING',
        client.name ? said('invoices.namedClientNoEmail', { name: client.name }) : said('invoices.thisClientNoEmail'),
        { errors: [{ field: 'clientId', message: sayIn('en', refusal), said: refusal }] },
      );
    }
    return record;
  }

  /**
   * A draft sent is issued first, so the PDF the client gets carries its final number (decision
   * 163): after the address and the client-mail rules are checked, so a refused send leaves a draft.
   */
  async function issueBeforeSending(actor: Actor, record: { id: string; issuedAt: Date | null; status: string }) {
    if (record.issuedAt) return;
    // Its entry in the log is the issue's own effect (invoices/events.ts, decision 194).
    await ctx.db.transaction((tx) => issueInTx(tx, actor, record.id, { checkReady: true, status: 'sent' }));
  }

  return {
    /** A read: a studio downgraded to Free still prints the invoices it made (decision 028). */
    async pdf({ actor, id }: { actor: Actor; id: string }) {
      const { invoice, pdf } = await render(actor, id);
      return { fileName: pdfFileName(invoice.invoiceNumber), pdf };
    },

    /** Mails the PDF to the client; a draft becomes sent, and the time it went is kept. */
    async send({ actor, id }: { actor: Actor; id: string }) {
      await boundStudio(ctx.limiter, 'invoiceSend', actor.workspaceId);
      const record = await addressOf(actor, id);
      // Mail to a client: held to the studio's client-mail rules (decision 055).
      const refusal = await claimClientMessage(ctx.db, actor.workspaceId, { channel: 'email' });
      if (refusal) throw refusal.error;
      await issueBeforeSending(actor, record);
      const { invoice, studio, client, pdf } = await render(actor, id);
      await ctx.mailer.send(invoiceMail({ to: client.email, invoice, studio, pdf, language: client.language }));
      const sentAt = new Date();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(invoices)
          .set({ sentAt })
          .where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId)));
        const moved = await tx
          .update(invoices)
          .set({ status: 'sent' })
          .where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId), inArray(invoices.status, ['draft'])))
          .returning({ id: invoices.id });
        // Only a draft that became sent changes status; a resend of a sent invoice is not a change of the record.
        if (moved.length > 0)
          await recordActivity(tx, actor, {
            entityType: 'invoice',
            entityId: id,
            action: 'status-changed',
            subject: invoice.invoiceNumber,
            detail: INVOICE_STATUS_LABELS.sent,
          });
      });
      return { invoice: presentInvoice(await invoiceService.get({ actor, id })), to: client.email };
    },
  };
}
