// The two-factor feature's public face: what other features and the app use (decision 119).
export { TwoFactorSection } from './components/two-factor-section';
