import { recordClientActivity } from '../../lib/activity-log.js';
import { declareEvent, type AfterCommitEffect } from '../../lib/events.js';
import { mailNoticesSoon } from '../notifications/notice-mail.js';
import { notifyStudio } from '../notifications/notify.js';

/** A client's answer to a quote on the portal (decision 158): the quote, and the client as they are now. */
export type QuoteAnswered = { workspaceId: string; quote: { id: string; code: string }; client: { id: string; name: string } };

/** The owner's mail about the studio's notice, with the others due, once the answer is committed (decision 082). */
const noticeMail: AfterCommitEffect<QuoteAnswered> = { name: 'studio notice mail', run: async (ctx) => mailNoticesSoon(ctx) };

const quoteEntry = (tx: Parameters<typeof recordClientActivity>[0], { workspaceId, quote }: QuoteAnswered, detail: string) =>
  recordClientActivity(tx, workspaceId, { entityType: 'quote', entityId: quote.id, action: 'status-changed', subject: quote.code, detail });

/**
 * What a quote accepted sets off, declared once (decision 194). The acceptance itself (the
 * project, the deposit invoice, the quote marked accepted with both) is `acceptQuote` in
 * accept.ts; its deposit invoice's issue sets off `invoiceIssued` on its own.
 */
export const quoteAccepted = declareEvent<QuoteAnswered>('quote accepted', {
  inTransaction: [
    { name: 'activity', run: (tx, answer) => quoteEntry(tx, answer, 'Accepted') },
    {
      name: 'studio told',
      run: async (tx, { workspaceId, quote, client }) => {
        await notifyStudio(tx, {
          workspaceId,
          kind: 'quote-accepted',
          clientId: client.id,
          entityType: 'quote',
          entityId: quote.id,
          subject: client.name,
        });
      },
    },
  ],
  afterCommit: [noticeMail],
});

/** What a quote declined sets off, declared once (decision 194): the client's reason goes to the studio. */
export const quoteDeclined = declareEvent<QuoteAnswered & { reason: string }>('quote declined', {
  inTransaction: [
    { name: 'activity', run: (tx, answer) => quoteEntry(tx, answer, 'Declined') },
    {
      name: 'studio told',
      run: async (tx, { workspaceId, quote, client, reason }) => {
        const notice = { workspaceId, kind: 'quote-declined', clientId: client.id, entityType: 'quote', entityId: quote.id } as const;
        await notifyStudio(tx, { ...notice, subject: client.name, body: reason });
      },
    },
  ],
  afterCommit: [noticeMail],
});
