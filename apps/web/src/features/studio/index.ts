// The studio feature's public face: what other features and the app use (decision 119).
export { StudioTab } from './components/studio-tab';
export { ConventionsCard, needsConventions } from './components/conventions-card';
// A quote prices materials with the studio's markup (decision 158).
export { useStudio } from './api/studio-api';
