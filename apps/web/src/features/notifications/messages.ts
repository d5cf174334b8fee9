import { count, i18n, params } from '@/lib/i18n/i18n';

/** The notifications bell (decision 082); French in locales/fr/notifications.json. */
export const notificationMessages = i18n('notifications', {
  bell: 'Notifications',
  bellUnread: count({ one: 'Notifications, {count} unread', other: 'Notifications, {count} unread' }),
  title: 'Notifications',
  description: 'What your clients did through their portal, the materials running low and the rentals not back.',
  loading: 'Loading notifications...',
  loadFailed: 'The notifications could not be loaded.',
  tryAgain: 'Try again',
  empty:
    'Nothing yet. When a client confirms an appointment, asks to move one or writes to you from their portal, or a material runs low, it shows here.',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  aClient: 'A client',
  'kind_client-message': 'sent you a message',
  'kind_appointment-confirmed': 'confirmed an appointment',
  'kind_appointment-reschedule': 'asked to move an appointment',
  'kind_measurements-submitted': 'sent their measurements',
  'kind_material-low': 'is below its low-stock level',
  'kind_booking-made': 'booked an appointment online',
  'kind_booking-cancelled': 'cancelled an appointment',
  'kind_booking-moved': 'moved an appointment',
  'kind_quote-accepted': 'accepted a quote',
  'kind_quote-declined': 'declined a quote',
  'kind_contract-signed': 'signed a contract',
  'kind_rental-late': 'has not brought back a rental due yesterday',
  theirWords: params('{name} wrote'),
  openClient: params('Open {name}'),
  reply: params('Reply to {name}'),
  openCalendar: 'Open the calendar',
  openLateRentals: 'Open the late rentals',
  openMaterial: params('Open {name}'),
  close: 'Close',
});

export type NotificationTexts = ReturnType<typeof notificationMessages.get>;
