// The patterns feature's public face: what other features and the app use (decision 119).
export { usePatterns } from './api/own-patterns';
export { EditPatternDialog } from './components/edit-pattern-dialog';
export { PatternConfirmDialog } from './components/pattern-confirm-dialog';
export { patternFileBase } from './components/pattern-form';
export { PatternImage } from './components/pattern-image';
export { PublicPatternLibrary } from './components/public-pattern-library';
