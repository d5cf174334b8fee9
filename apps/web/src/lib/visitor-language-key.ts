/** Where a visitor's choice of language is kept on the device (decision 203): read by the boot script and the app. */
export const VISITOR_LANGUAGE_KEY = 'atelier.language';
/** The same choice as a cookie, read by the server to send the prerendered pages in it (decision 208, apps/server plugins/web.ts). */
export const VISITOR_LANGUAGE_COOKIE = 'atelier-language';
