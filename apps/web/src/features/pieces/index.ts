// The pieces' public face (decision 215): the page is reached through the app's routes; the scan
// screen opens a piece whose tag it reads; a special order's card prints the tag of the gown it
// checked in (decision 218).
export { PiecePanel } from './components/piece-panel';
export { PieceTagMenu } from './components/piece-tag-menu';
export { usePieceByCode } from './api/pieces-api';
export { useConditionOptions } from './components/piece-conditions';
