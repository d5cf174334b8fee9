import { count, i18n, params } from '../i18n/i18n';

/** Every text of working without a network (decision 092); French in locales/fr/offline.json. */
export const offlineMessages = i18n('offline', {
  savedOnDevice: 'Saved on this device. It will be sent when you are back online.',
  offlineBanner: params('You are offline. Showing data last synced {time}.'),
  justNow: 'just now',
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
  discardConfirm: 'Discard this change? It has not reached the server and will be lost.',
});

export const offlineTexts = () => offlineMessages.get();
