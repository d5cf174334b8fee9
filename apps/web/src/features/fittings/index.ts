// The fittings feature's public face: what other features and the app use (decision 119).
export {
  useDeleteFitting,
  useFitOptions,
  useFitProfile,
  useFittings,
  useRecordFitting,
  useRetireCorrection,
  useUpdateFitting,
} from './api/fittings-api';
export { correctionText, wornText } from './components/correction-text';
export { FitProfilePanel } from './components/fit-profile-panel';
export { type FittingTexts, fittingMessages } from './components/fitting-messages';
