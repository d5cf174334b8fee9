import { formatMessage, SUCCESS_MESSAGES, type RouteDeclaration, type SuccessMessageKey } from '@atelier/shared';
import { i18n, textsOf } from './i18n/i18n';

/**
 * The API's success messages, one catalog for both sides (decision 067): English is the shared
 * text the server answers, French is locales/fr/success-messages.json. A toast for a declared
 * route reads the route's message key here, never the server's English `message`.
 */
export const successMessages = i18n('success-messages', { ...SUCCESS_MESSAGES } as Record<SuccessMessageKey, string>);

const texts = textsOf(successMessages);

/** The message in the user's language at the moment it is shown, `{name}` filled from `params`. */
export function successText(key: SuccessMessageKey, params?: Readonly<Record<string, string | number>>): string {
  return formatMessage(texts()[key], params);
}

/** The message a declared route answers with, in the user's language ("" for a route without one). */
export function routeText(route: Pick<RouteDeclaration, 'message'>, params?: Readonly<Record<string, string | number>>): string {
  return route.message ? successText(route.message, params) : '';
}

/**
 * The four toasts of a list resource, read from its routes' messages and following the language,
 * in the shape createResource takes (lib/query/resource.ts).
 */
export function resourceToasts(routes: Record<'list' | 'create' | 'update' | 'remove', Pick<RouteDeclaration, 'message'>>) {
  const get = () => ({
    loaded: routeText(routes.list),
    added: routeText(routes.create),
    updated: routeText(routes.update),
    deleted: routeText(routes.remove),
  });
  let current = get();
  return {
    get: () => current,
    listen: (listener: (value: ReturnType<typeof get>) => void) =>
      successMessages.listen(() => {
        current = get();
        listener(current);
      }),
  };
}
