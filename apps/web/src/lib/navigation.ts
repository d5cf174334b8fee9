/**
 * Lets code outside React (the error handler, the API client's 401 hook) navigate with the
 * router's own function. The app registers it once from inside the router.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}

/**
 * Links into another screen's state, shared here because features do not import each other:
 * `/clients?new=1` opens 'Add Client' on arrival (the dashboard's 'Add New Client').
 */
export const NEW_CLIENT_PARAM = 'new';
export const ADD_CLIENT_PATH = `/clients?${NEW_CLIENT_PARAM}=1`;

/** `/clients?search=<name>` starts the clients screen searching for a client (a notification's link, decision 082). */
export const CLIENT_SEARCH_PARAM = 'search';
export const clientSearchPath = (name: string) => `/clients?${CLIENT_SEARCH_PARAM}=${encodeURIComponent(name)}`;
