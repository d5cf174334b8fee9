/**
 * Links inside running text are underlined, so they can be told from the words around them
 * without relying on colour (WCAG 1.4.1; the mail link on /terms and /privacy was not).
 */
export const inlineLinkClasses = 'font-medium text-primary underline underline-offset-2 hover:decoration-2';

/**
 * Links standing on their own (footers, "Forgot password?"): at least 24 px high, so a finger
 * on a phone hits them (WCAG 2.5.8 Target Size).
 */
export const standaloneLinkClasses = 'inline-flex min-h-6 items-center';
