// The one search's public face (decision 210): the layout draws the Find button and the dialog.
export { FindButton, useFind } from './components/find';
export { actionsFor, HIT_PAGES, SEARCH_ACTIONS } from './destinations';
export type { SearchPage } from './components/search-dialog';
