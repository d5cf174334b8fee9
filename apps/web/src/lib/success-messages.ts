import { formatMessage, routeMessage, SUCCESS_MESSAGES, type RouteDeclaration, type SuccessMessageKey } from '@atelier/shared';
import { i18n, textsOf } from './i18n/i18n';

/**
 * The API's success messages, one catalog for both sides (decisions 067, 138, 203): each route group
 * declares its messages in English, the text the server answers; every other language has them in
 * its `locales/<language>/declared.json`. A toast for a declared route reads the route's message key
 * here, never the server's English `message`.
 */
export const successMessages = i18n('success-messages', { ...SUCCESS_MESSAGES } as Record<SuccessMessageKey, string>);

const texts = textsOf(successMessages);

/** The message in the user's language at the moment it is shown, `{name}` filled from `params`. */
export function successText(key: SuccessMessageKey, params?: Readonly<Record<string, string | number>>): string {
  return formatMessage(texts()[key], params);
}

/** The message a declared route answers with, in the user's language ("" for a route without one). */
export function routeText(route: Pick<RouteDeclaration, 'message'>, params?: Readonly<Record<string, string | number>>): string {
  const key = routeMessage(route);
  return key ? successText(key, params) : '';
}

/**
 * The four toasts of a list resource, read from its routes' messages and following the language,
 * in the shape createResource takes (lib/query/resource.ts). Each read takes the texts of the
 * moment: a language changed while no screen listened (the settings page, then a list) must not
 * leave the old language's texts; the same object comes back while they are unchanged, as a React
 * store's snapshot must.
 */
export function resourceToasts(routes: Record<'list' | 'create' | 'update' | 'remove', Pick<RouteDeclaration, 'message'>>) {
  const texts = () => ({
    loaded: routeText(routes.list),
    added: routeText(routes.create),
    updated: routeText(routes.update),
    deleted: routeText(routes.remove),
  });
  let current = texts();
  const get = () => {
    const now = texts();
    const changed = (Object.keys(now) as (keyof typeof now)[]).some((key) => now[key] !== current[key]);
    if (changed) current = now;
    return current;
  };
  return {
    get,
    listen: (listener: (value: ReturnType<typeof texts>) => void) => successMessages.listen(() => listener(get())),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The parameters the server filled into a message, read back from its English text with the same
 * template, so a toast can say it in the user's language with facts only the server knew (the
 * address an invoice was mailed to). A text that does not follow the template gives no parameters.
 */
export function messageParams(key: SuccessMessageKey, message: string): Record<string, string> {
  const names: string[] = [];
  const pattern = SUCCESS_MESSAGES[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder) return escapeRegExp(part);
      names.push(placeholder[1]!);
      return '(.*)';
    })
    .join('');
  const values = new RegExp(`^${pattern}$`, 's').exec(message);
  return values ? Object.fromEntries(names.map((name, i) => [name, values[i + 1]!])) : {};
}
