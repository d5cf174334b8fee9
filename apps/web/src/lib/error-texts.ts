import { i18n, textsOf } from './i18n/i18n';

/**
 * The web's own words for a failed call. The server's messages are shown as the
 * server sends them; only these, written when no message came back, follow the language (decision 021).
 */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

export const messages = i18n('errors', { network: NETWORK_ERROR_MESSAGE, fallback: FALLBACK_ERROR_MESSAGE });

/** Read when an error is shown, outside React: the catalog stays loaded for it. */
export const errorTexts = textsOf(messages);
