import { count, i18n, params } from '../i18n/i18n';

/** Every text of working without a network (decision 092); French in locales/fr/offline.json. */
export const offlineMessages = i18n('offline', {
  savedOnDevice: 'Saved on this device. It will be sent when you are back online.',
  offlineBanner: params('You are offline. Changes are kept on this device. Data last synced {time}.'),
  offlineNeverSynced: 'You are offline. Changes are saved on this device and sent when you are back online.',
  waiting: 'Waiting to sync',
  waitingCount: count({ one: '{count} change waiting to sync', other: '{count} changes waiting to sync' }),
  notSyncedCount: count({ one: '{count} change not synced', other: '{count} changes not synced' }),
  review: 'Review',
  panelTitle: 'Changes not synced',
  panelDescription: 'These changes were made without a network. Sent changes leave this list.',
  waitingFor: 'Waiting to be sent.',
  refused: 'The server refused this change.',
  conflict: 'This record was changed on the server since you saw it.',
  madeElsewhere: params('Made in {studio}, which you are no longer part of. It is not sent to another studio.'),
  madeElsewhereUnnamed: 'Made in a studio you are no longer part of. It is not sent to another studio.',
  tryAgain: 'Try again',
  edit: 'Edit',
  discard: 'Discard',
  save: 'Save and send',
  cancel: 'Cancel',
  editTitle: 'Edit the change',
  editDescription: 'Correct what the server refused, then send it again.',
  conflictTitle: 'Which version do you keep?',
  conflictDescription: 'Someone changed this record while you were offline. Choose the version to keep.',
  yours: 'Your change',
  theirs: 'On the server now',
  keepMine: 'Keep mine',
  keepTheirs: 'Keep theirs',
  loadingTheirs: 'Loading the server’s version…',
  newClient: params('New client {name}'),
  newMeasurement: params('{garment} measurement for {client}'),
  projectChange: params('Change to {name}'),
  measurementChange: params('Change to the {garment} measurement for {client}'),
  discardConfirm: 'Discard this change? It has not reached the server and will be lost.',
  signOutTitle: 'Sign out and lose changes not synced?',
  signOutDescription: count({
    one: '{count} change made on this device has not reached the server. Signing out removes it from this device.',
    other: '{count} changes made on this device have not reached the server. Signing out removes them from this device.',
  }),
  stay: 'Stay signed in',
  signOutAnyway: 'Sign out and discard',
});

export const offlineTexts = () => offlineMessages.get();

/**
 * The names of the fields a queued change can carry (a client, a measurement, a project, a stage),
 * as the forms label them; a field not listed shows by its API name.
 */
export const offlineFieldNames = i18n('offline-fields', {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
  status: 'Status',
  preferredChannel: 'Preferred channel',
  clientId: 'Client',
  garmentType: 'Garment Type',
  templateId: 'Garment template',
  description: 'Description',
  type: 'Type',
  priority: 'Priority',
  progress: 'Progress',
  dueDate: 'Due Date',
  budget: 'Budget',
  assigneeId: 'Assignee',
  stageId: 'Stage',
});
