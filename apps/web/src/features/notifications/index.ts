// The notifications feature's public face: what other features and the app use (decision 119).
export { NotificationsBell } from './components/notifications-bell';
export { NotificationsTab } from './components/notifications-tab';
