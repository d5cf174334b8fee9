import { LANGUAGE_LABELS } from '@atelier/shared';
import { action, statusRegion, type PortalContext } from './context';
import { h } from './dom';
import { PORTAL_LANGUAGES } from './messages';

/**
 * The client chooses the language of their page and documents (decision 132): each choice named in
 * its own language, the one in force pressed; the languages the page is written in (decision 203). Saved through the link; the page is drawn again in it.
 */
export function languageSwitch(ctx: PortalContext): HTMLElement {
  const status = statusRegion();
  const buttons = PORTAL_LANGUAGES.map((language) =>
    h(
      'button',
      {
        type: 'button',
        lang: language,
        'aria-pressed': String(language === ctx.language),
        onclick: () => {
          if (language === ctx.language) return;
          void action(
            ctx,
            status,
            () => ctx.api.language(language),
            (data) => ctx.changeLanguage(data.language),
          )();
        },
      },
      LANGUAGE_LABELS[language],
    ),
  );
  return h(
    'div',
    { class: 'language' },
    h('div', { class: 'actions', role: 'group', 'aria-label': ctx.t('languageLabel') }, ...buttons),
    status,
  );
}
