// The pieces' public face (decision 215): the page is reached through the app's routes; the scan
// screen opens a piece whose tag it reads.
export { PiecePanel } from './components/piece-panel';
export { usePieceByCode } from './api/pieces-api';
