import { centsToDollars, CONTRACT_STATUS_LABELS, type ContractField, type Language } from '@atelier/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { contracts, quotes } from '../../db/schema/index.js';

import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said, sayIn } from '../../lib/said.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { depositCents } from '../invoices/totals.js';
import { formatInvoiceMoney } from '../invoices/pdf-text.js';
import { claimClientMessage } from '../plans/client-mail.js';

import { portalLinkService } from '../portal/link-service.js';
import { contractClient, contractFileName, contractStudio, pdfInput, readContractPdf, sha256Hex, storeContractPdf } from './documents.js';
import { emptyFields, fieldDate, fillContract, type FieldValues } from './fill.js';
import { contractMail } from './mail.js';
import type { LoadedContract } from './presenter.js';
import { orderFieldValues } from './order-fields.js';
import { rentalFieldValues } from './rental-fields.js';
import { loadContract } from './queries.js';
import { requireDraft } from './service.js';

/**
 * The quote's total and deposit in its currency and the client's language, from the totals the quote
 * was computed with: the contract's own quote, else the client's latest accepted one (decision 183).
 * A quote that asks no deposit reads as nothing due; without any quote, the fields stay empty.
 */
async function quoteValues(ctx: AppContext, row: LoadedContract['row'], language: Language) {
  const which = row.quoteId ? eq(quotes.id, row.quoteId) : and(eq(quotes.clientId, row.clientId), eq(quotes.status, 'accepted'));
  const [quote] = await ctx.db
    .select({
      currency: quotes.currency,
      totalCents: quotes.totalCents,
      depositType: quotes.depositType,
      depositValue: quotes.depositValue,
    })
    .from(quotes)
    .where(and(which, eq(quotes.workspaceId, row.workspaceId)))
    .orderBy(desc(quotes.acceptedAt))
    .limit(1);
  if (!quote) return { total: null, deposit: null };
  const money = (cents: number) => formatInvoiceMoney(centsToDollars(cents), quote.currency, language);
  return { total: money(quote.totalCents), deposit: money(depositCents(quote.depositType, quote.depositValue, quote.totalCents) ?? 0) };
}

/**
 * 422 naming each field the text names that is still empty (decision 183): a contract is never sent
 * with a blank line. The studio fills it at its source (the client, the studio, the quote) or types
 * the value in the text in place of the field.
 */
function requireFilled(body: string, values: FieldValues): void {
  const empty = emptyFields(body, values);
  if (empty.length === 0) return;
  const names = empty.map((name) => `{{${name}}}`).join(', ');
  throw new AppError('VALIDATION_ERROR', said('contracts.fieldsEmpty', { names }), {
    errors: empty.map((field) => {
      const refusal = said('contracts.fieldEmpty', { name: `{{${field}}}` });
      return { field, message: sayIn('en', refusal), said: refusal };
    }),
  });
}

/** The fields' values when the contract is sent (decision 159), from the client, the studio and the quote. */
async function fieldValues(ctx: AppContext, loaded: LoadedContract, now: Date) {
  const { row } = loaded;
  const client = await contractClient(ctx, row.workspaceId, row.clientId);
  const { studio, name } = await contractStudio(ctx, row.workspaceId);
  const quote = await quoteValues(ctx, row, client.language);
  const order = await orderFieldValues(ctx.db, row, client.language);
  const rental = await rentalFieldValues(ctx.db, row, client.language);
  const today = new Intl.DateTimeFormat(client.language, { dateStyle: 'long', timeZone: studio.timeZone ?? 'UTC' }).format(now);
  const values: FieldValues = {
    'client.name': client.name || null,
    'client.email': client.email || null,
    'client.phone': client.phone || null,
    'client.address': client.address || null,
    'studio.name': name,
    'studio.email': studio.email || null,
    'studio.phone': studio.phone || null,
    'studio.address': studio.address || null,
    'contract.title': row.title,
    'event.date': fieldDate(row.eventDate, client.language),
    'quote.total': quote.total,
    'quote.deposit': quote.deposit,
    ...order,
    ...rental,
    today,
  } satisfies Record<ContractField, string | null>;
  return { client, studio, name, language: client.language, values };
}

/** Sending to sign (decision 159), and the documents the studio downloads. */
export function contractLifecycle(ctx: AppContext) {
  const links = portalLinkService(ctx);
  return {
    /**
     * Fills and freezes the text, draws its PDF once and keeps it with its SHA-256 (what the client
     * signs), then mails the client the portal's address in their language. A contract already sent
     * is mailed again as it is.
     */
    async send({ actor, id }: { actor: Actor; id: string }): Promise<{ contract: LoadedContract; to: string }> {
      let loaded = await loadContract(ctx.db, actor.workspaceId, id);
      if (loaded.row.status !== 'sent') requireDraft(loaded);
      const now = new Date();
      const { client, studio, name, language, values } = await fieldValues(ctx, loaded, now);
      if (!client.email)
        throw new AppError(
          'CLIENT_EMAIL_MISSING',
          client.name ? said('contracts.namedClientNoEmail', { name: client.name }) : said('contracts.thisClientNoEmail'),
          { errors: [{ field: 'clientId', message: sayIn('en', said('contracts.clientNoEmail')), said: said('contracts.clientNoEmail') }] },
        );
      await boundStudio(ctx.limiter, 'contractSend', actor.workspaceId);
      const url = await links.addressFor({ actor, clientId: loaded.row.clientId });
      if (loaded.row.status === 'draft') {
        requireFilled(loaded.row.body, values);
        await boundStudio(ctx.limiter, 'contractPdf', actor.workspaceId);
        const filledBody = fillContract(loaded.row.body, values, language);
        const pdf = await ctx.heavy.run<Buffer>(
          actor.workspaceId,
          'contractPdf',
          await pdfInput(ctx, loaded, { language, filledBody, sentAt: now }),
        );
        const ownerId = await ownerIdOf(ctx, actor);
        await ctx.db.transaction(async (tx) => {
          const fileId = await storeContractPdf(tx, ownerId, pdf);
          const [moved] = await tx
            .update(contracts)
            .set({ status: 'sent', filledBody, documentSha256: sha256Hex(pdf), sentAt: now, sentPdfId: fileId })
            .where(and(eq(contracts.id, id), eq(contracts.workspaceId, actor.workspaceId), eq(contracts.status, 'draft')))
            .returning({ id: contracts.id });
          if (!moved) throw new AppError('CONTRACT_NOT_READY', said('contracts.changedMeanwhile'));
          await recordActivity(tx, actor, {
            entityType: 'contract',
            entityId: id,
            action: 'status-changed',
            subject: loaded.row.title,
            detail: CONTRACT_STATUS_LABELS.sent,
          });
        });
        loaded = await loadContract(ctx.db, actor.workspaceId, id);
      }
      // Mail to a client: held to the studio's client-mail rules (decision 055).
      const refusal = await claimClientMessage(ctx.db, actor.workspaceId, { channel: 'email' });
      if (refusal) throw refusal.error;
      await ctx.mailer.send(
        contractMail({
          to: client.email,
          clientName: client.name,
          title: loaded.row.title,
          url,
          studio: { brand: studio.brand, name, email: studio.email },
          language,
        }),
      );
      return { contract: loaded, to: client.email };
    },

    /** The document: a draft drawn as it would be sent, a sent one as sent, a signed one sealed. */
    async pdf({ actor, id }: { actor: Actor; id: string }): Promise<{ fileName: string; pdf: Buffer }> {
      const loaded = await loadContract(ctx.db, actor.workspaceId, id);
      const { row } = loaded;
      const fileName = contractFileName(row.title, row.version);
      const ownerId = await ownerIdOf(ctx, actor);
      const kept = row.signedPdfId ?? row.sentPdfId;
      if (kept) return { fileName, pdf: await readContractPdf(ctx.db, ownerId, kept) };
      await boundStudio(ctx.limiter, 'contractPdf', actor.workspaceId);
      const { language, values } = await fieldValues(ctx, loaded, new Date());
      const input = await pdfInput(ctx, loaded, { language, filledBody: fillContract(row.body, values, language), sentAt: row.updatedAt });
      return { fileName, pdf: await ctx.heavy.run<Buffer>(actor.workspaceId, 'contractPdf', input) };
    },
  };
}

async function ownerIdOf(ctx: AppContext, actor: Actor): Promise<string> {
  const { owner } = await contractStudio(ctx, actor.workspaceId);
  return owner.id;
}
