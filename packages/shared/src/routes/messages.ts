import { GROUP_MESSAGES, type RouteMessages, type WithMessages } from './define.js';

/**
 * The API's success messages are declared beside their routes in English (decisions 138, 203), the
 * text the server answers in the envelope's `message` (the original front end shows it as it is);
 * the web toasts them by key from its catalogue files in the user's language. `{name}` is filled
 * from the answer's parameters with formatMessage. A route group carries its messages (routeGroup
 * in define.ts), and the one catalog, SUCCESS_MESSAGES, is read from the groups registered in `API`
 * (index.ts), so a new resource lists its messages nowhere else.
 */

type MessagesOf<G> = G extends WithMessages<infer M> ? keyof M & string : never;
/** The message keys of every group in `groups`. */
export type MessageKeyOf<Groups> = { [K in keyof Groups]: MessagesOf<Groups[K]> }[keyof Groups];

/**
 * Every group's messages, keyed as the routes name them. A key two groups both declare must be the
 * same text (a group may lend another one of its own, see two-factor.ts).
 */
export function messagesOf(groups: Readonly<Record<string, object>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const group of Object.values(groups)) {
    for (const [key, texts] of Object.entries((group as Partial<WithMessages<RouteMessages>>)[GROUP_MESSAGES] ?? {})) {
      if (out[key] && out[key] !== texts) throw new Error(`The success message ${key} is declared twice.`);
      out[key] = texts;
    }
  }
  return out;
}

/** Fills `{name}` placeholders; a missing parameter leaves its placeholder, so a gap is visible, not blank. */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
