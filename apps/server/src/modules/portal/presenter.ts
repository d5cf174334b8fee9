import type { PortalAppointment, PortalLink } from '@atelier/shared';
import type { CalendarEventRow, PortalLinkRow } from '../../db/schema/index.js';
import { withDigest } from '../../lib/shown-document.js';
import { portalPageUrl } from './links.js';

/** The client's live link as the studio sees it (decision 082): its address again, from APP_URL. */
export function presentPortalLink(link: PortalLinkRow, token: string, appUrl: string): PortalLink {
  return {
    id: link.id,
    clientId: link.clientId,
    url: portalPageUrl(appUrl, token),
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
    lastOpenedAt: link.lastOpenedAt ? link.lastOpenedAt.toISOString() : null,
  };
}

/**
 * One of the client's appointments as the portal shows it: no description, which is the studio's own
 * note. `booked`: a confirmed online booking made it, so the portal offers to cancel or move it (decision 161).
 */
export function presentPortalAppointment(row: CalendarEventRow, opts: { booked?: boolean } = {}): PortalAppointment {
  // What the client confirms: its fingerprint leaves out their own answer (decision 183).
  const shown = withDigest({
    id: row.id,
    title: row.title,
    // Stored as text so a later change of the list cannot break old rows; new rows are validated.
    type: row.type as PortalAppointment['type'],
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    location: row.location ?? '',
  });
  return { ...shown, clientResponse: row.clientResponse, ...(opts.booked === true ? { booked: true } : {}) };
}
