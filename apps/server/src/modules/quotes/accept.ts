import type { Language, PortalQuote } from '@atelier/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, invoices, projects, quoteLines, quotes, type PortalLinkRow, type QuoteRow, type UserRow } from '../../db/schema/index.js';
import { recordClientActivity } from '../../lib/activity-log.js';
import { clientLanguageSql } from '../../lib/client-language.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { transactionWithEffects } from '../../lib/events.js';
import { isUuid } from '../../lib/ids.js';
import { requireShownDocument } from '../../lib/shown-document.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { nextProjectCode } from '../../lib/studio-sequence.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { depositCents, taxItems } from '../invoices/totals.js';
import { freeInvoiceNumber, insertInvoice } from '../invoices/write.js';
import { rateText } from '../invoices/invoice-words.js';
import { issueInTx } from '../invoices/issue.js';
import { requireRoom } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { seedStages } from '../stages/store.js';
import { workflowOf } from '../stages/workflows.js';
import { garmentStages } from '../tickets/lines.js';
import { presentPortalQuote } from './presenter.js';
import { openLinkedProject } from './project-link.js';
import { loadQuote } from './queries.js';
import { quoteWords } from './quote-words.js';
import { depositLines, quoteBreakdown } from './quote-tax.js';
import { quoteAccepted, quoteDeclined } from './events.js';

/*
 * The client's answer to a quote on the portal (decision 158). Acceptance is one transaction under
 * the quote's row lock (SELECT … FOR UPDATE): the first makes the project and the deposit invoice
 * and marks the quote accepted; any other at the same moment waits, then finds it accepted and
 * answers it as it is. Nothing is made twice. What is accepted is the quote as the client was
 * shown it: a quote changed since answers 409 DOCUMENT_CHANGED and makes nothing (decision 183).
 */

export const quoteExpired = (validUntil: string) => new AppError('QUOTE_EXPIRED', said('quotes.expired', { date: { day: validUntil } }));
const quoteClosed = (status: string) =>
  new AppError('QUOTE_CLOSED', status === 'declined' ? said('quotes.declined') : said('quotes.acceptedAlready'));

/** Who answered, as the portal saw them. */
export type Answerer = { link: PortalLinkRow; id: string; ip: string; userAgent: string; now: Date };

async function lockQuote(tx: Db, link: PortalLinkRow, id: string): Promise<QuoteRow> {
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.workspaceId, link.workspaceId), eq(quotes.clientId, link.clientId), ne(quotes.status, 'draft')))
    .for('update');
  // A draft is not the client's to see (decision 158): the same 404 as another client's quote.
  if (!row) throw notFound(said('quotes.notFound'));
  return row;
}

async function clientOf(tx: Db, link: PortalLinkRow): Promise<{ name: string; language: Language }> {
  const [row] = await tx
    .select({ name: clients.name, language: clientLanguageSql })
    .from(clients)
    .where(and(eq(clients.id, link.clientId), eq(clients.workspaceId, link.workspaceId)));
  return { name: row?.name ?? '', language: row?.language ?? 'en' };
}

/** The project of an accepted quote: its stages are those its services name, in the workflow's order, else the type's workflow. */
async function makeProject(tx: Db, quote: QuoteRow, language: Language): Promise<string> {
  const [project] = await tx
    .insert(projects)
    .values({
      workspaceId: quote.workspaceId,
      clientId: quote.clientId,
      name: quote.title,
      description: quote.notes,
      type: quote.projectType,
      status: 'planning',
      priority: 'medium',
      code: await nextProjectCode(tx, quote.workspaceId),
    })
    .returning({ id: projects.id });
  assertWritten(project, 'quote project insert');
  const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id));
  const workflow = await workflowOf(tx, quote.workspaceId, quote.projectType);
  const staged = lines.filter((l) => l.kind === 'service' && l.stage);
  const names = staged.length > 0 ? garmentStages(staged, workflow, language) : [...workflow];
  await seedStages(tx, { workspaceId: quote.workspaceId, projectId: project.id, names });
  await recordClientActivity(tx, quote.workspaceId, {
    entityType: 'project',
    entityId: project.id,
    action: 'created',
    subject: quote.title,
  });
  return project.id;
}

/** The deposit invoice, sent (the client sees it on the portal at once), due the day of acceptance; null without a deposit asked. */
async function makeDepositInvoice(tx: Db, quote: QuoteRow, opts: { projectId: string; day: string; language: Language }) {
  const cents = depositCents(quote.depositType, quote.depositValue, quote.totalCents);
  if (cents === null || cents <= 0) return null;
  const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
  const shares = depositLines(cents, quoteBreakdown(lines, quote));
  const description = quoteWords(opts.language).depositItem(quote.code, quote.title);
  const many = shares.length > 1;
  // The deposit is a share of the quote's total, tax included: each rate's part carries its own tax (decision 162).
  const { items, totals } = taxItems(
    shares.map((share) => ({
      ...share,
      description: many ? `${description} (${rateText(share.taxRateBp, opts.language)})` : description,
      quantityHundredths: 100,
      rateCents: share.amountCents,
    })),
    { discountCents: 0, pricesIncludeTax: true, rounding: quote.rounding === 'line' ? 'line' : 'total' },
  );
  const id = await insertInvoice(
    tx,
    { workspaceId: quote.workspaceId, user: null },
    {
      clientId: quote.clientId,
      projectId: opts.projectId,
      invoiceNumber: await freeInvoiceNumber(tx, quote.workspaceId),
      dueDate: opts.day,
      currency: quote.currency,
      totals,
      deposit: { depositType: null, depositValue: null },
      notes: null,
      items,
      // A deposit invoice, as the invoice form's (decision 185): titled so, typed 386, booked to the deposits account.
      kind: 'deposit',
    },
  );
  // Sent to the client at once, so issued: made on the client's act, it is not held back by the studio's missing terms (decision 163).
  await issueInTx(tx, { workspaceId: quote.workspaceId, user: null }, id, { checkReady: false, status: 'sent' });
  await tx.update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, id));
  return id;
}

async function answered(ctx: AppContext, link: PortalLinkRow, id: string, owner: UserRow, now: Date): Promise<PortalQuote> {
  const found = await loadQuote(ctx.db, link.workspaceId, id, todayIn(userSettings(owner).timezone, now));
  if (!found) throw notFound(said('quotes.notFound'));
  return presentPortalQuote(found);
}

/** The quote as the client reads it now must be the one they accepted: its fingerprint, under the row's lock (decision 183). */
async function requireQuoteShown(tx: Db, quote: QuoteRow, day: string, shown: string): Promise<void> {
  const current = await loadQuote(tx, quote.workspaceId, quote.id, day);
  requireShownDocument(current ? presentPortalQuote(current).documentSha256 : '', shown);
}

/** POST /portal/{token}/quotes/{id}/accept, with the fingerprint of the quote the client was shown. */
export async function acceptQuote(ctx: AppContext, who: Answerer & { shown: string }): Promise<PortalQuote> {
  const { link, id, now } = who;
  if (!isUuid(id)) throw notFound(said('quotes.notFound'));
  const owner = await studioOwner(ctx.db, link.workspaceId);
  const settings = userSettings(owner);
  const day = todayIn(settings.timezone, now);
  await transactionWithEffects(ctx, async (tx) => {
    const quote = await lockQuote(tx, link, id);
    if (quote.status === 'accepted') return;
    if (quote.status === 'declined') throw quoteClosed(quote.status);
    if (quote.validUntil < day) throw quoteExpired(quote.validUntil);
    await requireQuoteShown(tx, quote, day, who.shown);
    const linked = await openLinkedProject(tx, link.workspaceId, link.clientId, quote.projectId);
    if (!linked) await requireRoom(tx, { workspaceId: link.workspaceId, owner, store: 'projects', adding: 1 });
    await requireRoom(tx, { workspaceId: link.workspaceId, owner, store: 'invoices', adding: 1 });
    const client = await clientOf(tx, link);
    const projectId = linked ?? (await makeProject(tx, quote, settings.language));
    const depositInvoiceId = await makeDepositInvoice(tx, quote, { projectId, day, language: client.language });
    await tx
      .update(quotes)
      .set({
        status: 'accepted',
        acceptedAt: now,
        acceptedIp: who.ip.slice(0, 64),
        acceptedUserAgent: who.userAgent.slice(0, 500),
        projectId,
        depositInvoiceId,
      })
      .where(eq(quotes.id, quote.id));
    await quoteAccepted.emit(tx, { workspaceId: link.workspaceId, quote, client: { id: link.clientId, name: client.name } });
  });
  return answered(ctx, link, id, owner, now);
}

/** POST /portal/{token}/quotes/{id}/decline: a sent quote, expired or not; declining again changes nothing. */
export async function declineQuote(ctx: AppContext, who: Answerer & { reason: string }): Promise<PortalQuote> {
  const { link, id, now } = who;
  if (!isUuid(id)) throw notFound(said('quotes.notFound'));
  const owner = await studioOwner(ctx.db, link.workspaceId);
  await transactionWithEffects(ctx, async (tx) => {
    const quote = await lockQuote(tx, link, id);
    if (quote.status === 'declined') return;
    if (quote.status === 'accepted') throw quoteClosed(quote.status);
    await tx
      .update(quotes)
      .set({ status: 'declined', declinedAt: now, declineReason: who.reason || null })
      .where(eq(quotes.id, quote.id));
    const client = await clientOf(tx, link);
    const answer = { workspaceId: link.workspaceId, quote, client: { id: link.clientId, name: client.name } };
    await quoteDeclined.emit(tx, { ...answer, reason: who.reason });
  });
  return answered(ctx, link, id, owner, now);
}
