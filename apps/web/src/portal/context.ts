import type { PortalView } from '@atelier/shared';
import type { PublicFailure, PublicResult } from '@/lib/public-api';
import type { PortalApi } from './api';
import { h } from './dom';
import type { Language, Translate } from './messages';

/** What every part of the page is drawn from and acts through. */
export type PortalContext = {
  view: PortalView;
  language: Language;
  t: Translate;
  api: PortalApi;
  /** The link died while the page was open (a 404 on an action): the whole page says so. */
  gone: () => void;
  /** The client chose another language (decision 132): the page is drawn again in it. */
  changeLanguage: (language: Language) => void;
};

/** A form's live region: what happened to what was sent, read out as it changes. */
export function statusRegion(): HTMLParagraphElement {
  return h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
}

export function setStatus(el: HTMLElement, text: string, tone: 'ok' | 'error') {
  el.textContent = text;
  el.dataset.tone = tone;
}

/** What to tell the client when an action failed; null when the page itself must change (gone). */
export function failureText(ctx: PortalContext, failure: PublicFailure): string | null {
  switch (failure.kind) {
    case 'gone':
      ctx.gone();
      return null;
    case 'rate':
      return ctx.t('actionRate');
    case 'network':
      return ctx.t('actionNetwork');
    case 'invalid':
      return ctx.t('actionInvalid');
    default:
      return ctx.t('actionFailed');
  }
}

/**
 * A call the client starts with a button: one at a time (a second tap while it runs does
 * nothing); a refusal is said in `status`, a dead link turns the page. An acceptance of a document
 * the studio changed since the page drew it (409 DOCUMENT_CHANGED, decision 183) calls `changed`,
 * which reads the new one and draws it with the sentence saying so.
 */
export function action<T>(
  ctx: PortalContext,
  status: HTMLElement,
  call: () => Promise<PublicResult<T>>,
  done: (data: T) => void,
  changed?: (notice: string) => void | Promise<void>,
) {
  let busy = false;
  return async (): Promise<void> => {
    if (busy) return;
    busy = true;
    setStatus(status, '', 'ok');
    const result = await call();
    busy = false;
    if (result.ok) return done(result.data);
    if (result.code === 'DOCUMENT_CHANGED' && changed) return void (await changed(ctx.t('documentChanged')));
    const text = failureText(ctx, result);
    if (text) setStatus(status, text, 'error');
  };
}
