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

/** `/clients/<id>`: the client page (decision 126); every place that names a client links here. */
export const clientPath = (id: string) => `/clients/${encodeURIComponent(id)}`;

/**
 * `?client=<id>` on the projects and invoices screens lists that client's records only, and with
 * `?new=1` on them, the calendar and the measurements' new tab, starts a new record for that
 * client: the client page's 'See all' and 'New …' links (decision 126).
 */
export const CLIENT_PARAM = 'client';
export const NEW_PARAM = 'new';
export const forClientPath = (screen: string, clientId: string, opts: { new?: boolean } = {}) =>
  `${screen}?${opts.new ? `${NEW_PARAM}=1&` : ''}${CLIENT_PARAM}=${encodeURIComponent(clientId)}`;
