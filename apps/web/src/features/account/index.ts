// The account feature's public face: what other features and the app use (decision 119).
export { accountApi, profileQueryOptions, toSessionUser, useChangePassword, useProfile, useUpdateNotifications } from './api/account-api';
export { type PasswordFormValues, emptyPasswordForm, toPasswordBody } from './components/password-form';
export { PreferencesTab, clockOptions, currencyOptions, preferencesMessages } from './components/preferences-tab';
export { precheckImage } from './components/profile-image-field';
export { ProfileTab } from './components/profile-tab';
export { SessionsSection } from './components/sessions-section';
export { TimeZoneField } from './components/time-zone-field';
