import type { PortalView } from '@atelier/shared';
import { keyFromPath, type PublicFailure } from '@/lib/public-api';
import { portalApi, type PortalApi } from './api';
import { appointmentsSection } from './appointments';
import { applyBrand } from './brand';
import type { PortalContext } from './context';
import { h } from './dom';
import { header } from './header';
import { contractsSection } from './contracts';
import { invoicesSection } from './invoices';
import { measurementsSection } from './measurements';
import { messageSection } from './message-box';
import { pickLanguage, translator, type Language, type Translate } from './messages';
import { projectsSection } from './projects';
import { quotesSection } from './quotes';
import { requestsSection } from './requests';
import { unreadMarks } from './unread';

/**
 * The portal page (decision 085): reads the token from /portal/<token>, loads the client's view
 * and draws it; a dead link (404) shows only that it is no longer active, a 429 asks to wait,
 * no answer offers to try again.
 */
type Page = { root: HTMLElement; doc: Document; browserLanguages: readonly string[] };

function setLanguage(page: Page, language: Language) {
  page.doc.documentElement.lang = language;
}

/** One message filling the page: a heading, a line, and maybe a button. */
function showState(page: Page, t: Translate, title: string, line: string, retry?: () => void) {
  page.doc.title = title;
  const button = retry ? h('button', { type: 'button', class: 'primary', onclick: retry }, t('retry')) : null;
  page.root.replaceChildren(h('main', { id: 'main', class: 'state' }, h('h1', {}, title), h('p', {}, line), button));
  button?.focus();
}

export function showGone(page: Page, language: Language) {
  const t = translator(language);
  setLanguage(page, language);
  showState(page, t, t('deadTitle'), t('deadHint'));
}

function showFailure(page: Page, language: Language, failure: PublicFailure, retry: () => void) {
  const t = translator(language);
  if (failure.kind === 'gone') return showGone(page, language);
  if (failure.kind === 'rate') {
    const line = failure.retryAfter ? t('rateHintSeconds', { seconds: failure.retryAfter }) : t('rateHint');
    return showState(page, t, t('rateTitle'), line, retry);
  }
  showState(page, t, t('failedTitle'), t('networkHint'), retry);
}

/** The client's whole page from the API's view. */
export function renderView(page: Page, view: PortalView, api: PortalApi) {
  // The client's language, not the studio's (decision 128).
  const language = pickLanguage(view.client.language, page.browserLanguages);
  const t = translator(language);
  setLanguage(page, language);
  page.doc.title = t('pageTitle', { studio: view.studio.name });
  applyBrand(page.doc.documentElement, view.studio.brandColor);
  const changeLanguage = (chosen: Language) => {
    renderView(page, { ...view, client: { ...view.client, language: chosen } }, api);
    // The choice keeps the focus, now drawn in its own language.
    page.root.querySelector<HTMLButtonElement>(`.language button[lang="${chosen}"]`)?.focus();
  };
  const ctx: PortalContext = { view, language, t, api, gone: () => showGone(page, language), changeLanguage };
  const unread = unreadMarks(ctx);
  page.root.replaceChildren(
    header(ctx),
    h(
      'main',
      { id: 'main' },
      unread.notice,
      requestsSection(ctx),
      quotesSection(ctx),
      appointmentsSection(ctx),
      projectsSection(ctx),
      measurementsSection(ctx),
      contractsSection(ctx),
      invoicesSection(ctx),
      messageSection(ctx, unread),
    ),
    h('footer', {}, h('p', { class: 'muted' }, t('footer'))),
  );
}

/** Starts the page at `pathname`; resolves once the first answer is drawn. */
export async function startPortal(page: Page, pathname: string): Promise<void> {
  const language = pickLanguage(undefined, page.browserLanguages);
  const token = keyFromPath('/portal', pathname);
  if (!token) return showGone(page, language);
  const api = portalApi(token);
  const load = async (): Promise<void> => {
    page.root.setAttribute('aria-busy', 'true');
    const result = await api.view();
    page.root.removeAttribute('aria-busy');
    if (!result.ok) return showFailure(page, language, result, () => void load());
    renderView(page, result.data.portal, api);
  };
  setLanguage(page, language);
  page.root.querySelector('.loading')?.replaceChildren(translator(language)('loading'));
  await load();
}
