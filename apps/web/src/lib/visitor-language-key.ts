/** Where a visitor's choice of language is kept on the device (decision 203): read by the boot script and the app. */
export const VISITOR_LANGUAGE_KEY = 'atelier.language';
