import { i18n, params } from '@/lib/i18n/i18n';

/**
 * The texts of a pattern's fit, versions, re-draft and comparison (decision 087); French in
 * locales/fr/pattern-fit.json. The reasons a correction was not applied are the server's words.
 */
export const fitMessages = i18n('pattern-fit', {
  fittedTo: params('Fitted to {client}: {changes}'),
  fitted: params('Fitted: {changes}'),
  willBeFittedTo: params('Will be fitted to {client}: {changes}'),
  willBeFitted: params('Will be fitted: {changes}'),
  noneApplied: 'none of the corrections apply',
  change: params('{label} {delta} ({context})'),
  fitting: params('fitting {date}'),
  details: 'Fit details',
  baseToResult: params('{label}: {base} → {result}'),
  correction: params('{change}, fitting of {date}'),
  because: params('why: {reason}'),
  wore: params('wore {worn}'),
  notApplied: params('Not applied: {name} — {why}'),
  version: params('Version {n}'),
  versions: 'Versions',
  versionsOf: params('Versions of {name}'),
  versionsDescription: 'Each re-draft is a new version. Choose one to compare this version with.',
  versionsLoading: 'Loading versions...',
  versionsFailed: 'The versions could not be loaded.',
  tryAgain: 'Try again',
  versionRow: params('Version {n}, {date}'),
  versionFitting: params('with the fitting of {date}'),
  versionChanges: params('{count} fitted values'),
  thisVersion: '(this version)',
  compareWith: params('Compare with version {n}'),
  compareTitle: params('Version {n} over version {other}'),
  compareAlt: params('{name}: the cutting lines of version {n}, solid, over those of version {other}, dashed'),
  legendEarlier: params('Dashed rust line: version {n}'),
  legendThis: 'Solid: this version',
  compareLoading: 'Drawing the comparison...',
  compareFailed: 'The comparison could not be drawn.',
  redraft: 'Re-draft with this fitting',
  redraftOf: params('Re-draft with this fitting: {name}'),
  redraftTitle: 'Re-draft with a fitting',
  redraftDescription:
    "A new version is drafted from the same measurements with the client's fit profile as it is now. It counts as a generated pattern.",
  redraftFitting: 'Fitting',
  redraftNoFitting: 'No fitting',
  redraftFittingOption: params('Fitting of {date}, {project}'),
  redraftSubmit: 'Re-draft',
  redraftRefused: 'The fit profile has a correction this design cannot take:',
});
