import { planIncludes, type Studio } from '@atelier/shared';
import type { UserRow, WorkspaceRow } from '../../db/schema/index.js';
import { userSettings } from '../../lib/user-settings.js';
import { fileUrl } from '../files/service.js';

/**
 * The studio's settings and brand (decision 073). Address, currency, time zone and paper size are
 * read from the owner's row, where every service reads them. Without branding in the plan the
 * colour and logo are answered "" (they stay stored for when Enterprise returns).
 */
export function presentStudio(workspace: WorkspaceRow, owner: UserRow, now = new Date()): Studio {
  const settings = userSettings(owner);
  const branding = planIncludes(owner, 'branding', now);
  return {
    id: workspace.id,
    name: workspace.name,
    address: owner.address ?? '',
    currency: settings.currency,
    timezone: settings.timezone,
    paperSize: settings.paperSize,
    brandColor: branding ? (workspace.brandColor ?? '') : '',
    logoUrl: branding && workspace.logoFileId ? fileUrl(workspace.logoFileId) : '',
    branding,
    phoneCountry: workspace.phoneCountry ?? '',
    conventionsConfirmedAt: settings.conventionsConfirmedAt,
    materialsMarkupPercent: workspace.materialsMarkupBp / 100,
  };
}
