import { count, i18n, params } from '@/lib/i18n/i18n';

/**
 * The texts of the studio's own garments (decision 078), the 'Garments' tab of /measurements.
 * French is in locales/fr/garment-templates.json.
 */
export const garmentMessages = i18n('garment-templates', {
  title: 'Your garments',
  description: 'Add the garments you make that the built-in list does not have, each with the measurements you take for it.',
  add: 'New Garment',
  listLabel: 'Your garments',
  loading: 'Loading your garments...',
  empty: 'No garments of your own yet. Create one for a garment the built-in list does not have, such as an agbada or a kaftan.',
  measurementCount: count({ one: '{count} measurement', other: '{count} measurements' }),
  noMeasurements: 'No measurements listed yet.',
  editAction: params('Edit garment {name}'),
  deleteAction: params('Delete garment {name}'),
  deleteTitle: 'Delete Garment',
  deleteDescription: params(
    'Delete the garment {name}? Measurements already taken with it keep its name and their values; it is no longer offered for new ones.',
  ),
  deleteConfirm: 'Delete',
  createTitle: 'New Garment',
  editTitle: 'Edit Garment',
  formDescription: 'Its name, and the measurements to take in the order you take them.',
  save: 'Save Garment',
  name: 'Garment name',
  builtIn: 'Start from a built-in',
  builtInHint: 'Adds that garment’s measurements to the list.',
  builtInPlaceholder: 'Choose a garment',
  measurements: 'Measurements',
  rowName: params('Measurement {n} name'),
  rowHint: params('Measurement {n} hint'),
  rowUnit: params('Measurement {n} unit'),
  nameLabel: 'Name',
  hintLabel: 'Hint',
  hintPlaceholder: 'Where to put the tape',
  unitLabel: 'Unit',
  usualUnit: 'Usual unit',
  moveUp: params('Move {name} up'),
  moveDown: params('Move {name} down'),
  remove: params('Remove {name}'),
  rowFallback: params('measurement {n}'),
  addRow: 'Add Measurement',
  noRows: 'No measurements yet: add one, or start from a built-in garment.',
  enterName: 'Enter a name for this measurement',
  readOnly: 'Only the studio’s owner and managers can change its garments.',
});

export type GarmentTexts = ReturnType<typeof garmentMessages.get>;
