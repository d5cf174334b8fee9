import type { Ticket, TicketStatus } from '@atelier/shared';
import type { BadgeVariant } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import type { TicketTexts } from '../messages';

export const ticketPath = (id: string) => `/tickets/${encodeURIComponent(id)}`;
export const NEW_TICKET_PATH = '/tickets/new';

export const STATUS_BADGE: Record<TicketStatus, BadgeVariant> = { open: 'secondary', ready: 'success', collected: 'outline' };
export const statusText = (t: TicketTexts, status: TicketStatus) =>
  ({ open: t.statusOpen, ready: t.statusReady, collected: t.statusCollected })[status];

/** A ticket's amounts are in its own currency, kept from when it was taken in. */
export const ticketMoney = (amount: number, ticket: Pick<Ticket, 'currency'>, language: string) =>
  formatMoney(amount, { currency: ticket.currency, language });

/** How many of the ticket's garments are done. */
export const garmentsDone = (ticket: Pick<Ticket, 'garments'>) => ticket.garments.filter((g) => g.done).length;

/**
 * The ticket code in what was typed or scanned: 'a-427' or 'A-0427-2' (a garment's tag) both name
 * ticket A-0427 (decision 152); null when it is no code.
 */
export function ticketCodeOf(typed: string): string | null {
  const match = /^\s*([a-z])\s*-?\s*(\d{1,8})(?:\s*-\s*\d{1,3})?\s*$/i.exec(typed);
  if (!match) return null;
  return `${match[1]!.toUpperCase()}-${match[2]!.padStart(4, '0')}`;
}
