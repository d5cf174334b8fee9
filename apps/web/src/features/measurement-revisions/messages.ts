import { i18n, params } from '@/lib/i18n/i18n';

/**
 * The texts of a measurement record's changes (decision 130); French in
 * locales/fr/measurement-revisions.json. Sizes come from the shared formatter (decision 124).
 */
export const revisionMessages = i18n('measurement-revisions', {
  /** A size the edit changed: 'Waist 27¼ → 27½ in'. */
  changed: params('{name} {from} → {to}'),
  /** A measurement the edit added: 'Bicep added, 12 in'. */
  added: params('{name} added, {to}'),
  /** A measurement the edit removed: 'Hips removed, was 38 in'. */
  removed: params('{name} removed, was {from}'),
  /** The change, who made it and the day: 'Waist 27¼ → 27½ in, Ada Eze, Sep 3, 2026'. */
  line: params('{change}, {by}, {date}'),
  /** A change on the client page names its garment first: 'Dress: Waist 27¼ → 27½ in'. */
  inGarment: params('{garment}: {change}'),
  /** Who made a change whose account has since been deleted. */
  formerMember: 'a former member',
  changesOf: params('Changes to {what}'),
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  loading: 'Loading the changes...',
  failed: 'The changes could not be loaded.',
  none: 'No changes since it was taken.',
});
export type RevisionTexts = ReturnType<(typeof revisionMessages)['get']>;
