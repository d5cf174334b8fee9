// The offline feature's public face: what other features and the app use (decision 119).
export { OfflineStatus } from './components/offline-status';
export { useSignOutQuestion } from './components/sign-out-question';
export { WaitingBadge } from './components/waiting-badge';
