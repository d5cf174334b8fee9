// The settings' public face (decision 210): the search reaches each tab the role opens by its name.
export { SETTINGS_TABS, settingsMessages, settingsTabsFor, type SettingsTab } from './components/settings-tabs';
