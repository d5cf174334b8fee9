import { i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of the measurements screen (decision 021). English is the original wording; French is in
 * locales/fr/measurements.json. Garment and measurement names come from lib/labels.
 */
export const measurementMessages = i18n('measurements', {
  title: 'Measurements',
  description: 'Record measurements per garment during a fitting, and find them again later.',
  tabNew: 'New Measurement',
  tabHistory: 'Measurement History',
  formLabel: 'New Measurement',
  client: 'Client',
  noClients: 'No clients yet.',
  addClientLink: 'Add a client',
  addClientAfter: 'first.',
  selectClient: 'Select a client',
  save: 'Save Measurement',
  garmentType: 'Garment Type',
  selectGarment: 'Select garment type',
  standard: params('Standard measurements ({unit})'),
  custom: params('Custom measurements ({unit})'),
  customHint: 'Add any measurement the list above does not have.',
  name: 'Name',
  size: 'Size',
  customName: params('Custom measurement {n} name'),
  customSize: params('Custom measurement {n} size'),
  removeCustom: params('Remove custom measurement {n}'),
  addCustom: 'Add Custom Measurement',
  notes: 'Notes',
  enterName: 'Enter a name for this measurement',
  enterSize: 'Enter a size above 0',
  duplicate: params("'{name}' is already in this record"),
  editTitle: 'Edit Measurement',
  editDescription: params('{garment} for {client}'),
  saveChanges: 'Save Changes',
  fixedClient: '(cannot be changed)',
  unknownClient: 'Unknown Client',
  searchPlaceholder: 'Search by client or garment...',
  searchLabel: 'Search measurements',
  loading: 'Loading measurements...',
  empty: 'No measurements found.',
  historyLabel: 'Measurement history',
  noValues: 'No values recorded.',
  editAction: params('Edit {garment} measurement of {client}'),
  deleteAction: params('Delete {garment} measurement of {client}'),
  deleteTitle: 'Delete Measurement',
  deleteDescription: params('Are you sure you want to delete the {garment} measurement of {client}? This action cannot be undone.'),
  deleteConfirm: 'Delete',
  takenIn: params('Taken as {original}'),
});

export type MeasurementTexts = ReturnType<typeof measurementMessages.get>;
