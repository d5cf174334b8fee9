// The data feature's public face: what other features and the app use (decision 119).
export { DataTab } from './components/data-tab';
export { DeleteAccountSection } from './components/delete-account-section';
