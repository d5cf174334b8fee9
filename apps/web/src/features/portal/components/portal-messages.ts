import { PORTAL_LIMITS } from '@atelier/shared';
import { i18n, params } from '@/lib/i18n/i18n';
import { readTyped } from '@/lib/typed-number';

/** The client portal's panel on a client's card (decision 082); French in locales/fr/client-portal.json. */
export const portalMessages = i18n('client-portal', {
  openPortal: params('Client portal of {name}'),
  title: params('Client portal of {name}'),
  description: params(
    'A private page where {name} sees their appointments, orders, measurements and invoices, and can answer you, without an account.',
  ),
  loading: 'Loading the link...',
  loadFailed: 'The link could not be loaded.',
  tryAgain: 'Try again',
  noLink: 'No link yet. Create one to share with the client.',
  expiryLabel: 'Expires after (days)',
  expiryHint: params('From 1 to {max} days. Leave it empty to keep the link until you revoke it.'),
  expiryInvalid: params('Enter a whole number of days from 1 to {max}, or leave it empty.'),
  create: 'Create link',
  linkLabel: 'Link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
  replace: 'New link',
  replaceTitle: 'Make a new link',
  replaceDescription: 'The current link stops working at once. Send the new one to the client.',
  replaceConfirm: 'Make a new link',
  revoke: 'Revoke',
  revokeTitle: 'Revoke the link',
  revokeDescription: params('{name} can no longer open the portal with this link. You can make a new one later.'),
  revokeConfirm: 'Revoke link',
  created: params('Created {date}'),
  expires: params('Expires {date}'),
  never: 'Works until you revoke it',
  lastOpened: params('Last opened {when}'),
  notOpened: 'Not opened yet',
  close: 'Close',
});

export type PortalTexts = ReturnType<typeof portalMessages.get>;

/** The expiry typed in the form: null when empty, a number of days when valid, undefined when not. */
export function expiryDays(text: string): number | null | undefined {
  // Whole days, read by the one number reader (decision 178).
  const read = readTyped(text, { decimals: 0, min: 1, max: PORTAL_LIMITS.maxExpiryDays }, 'en');
  return read.error ? undefined : read.value;
}
