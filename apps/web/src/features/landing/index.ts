// The landing feature's public face: what other features and the app use (decision 119).
export { LandingPage } from './components/landing-page';
