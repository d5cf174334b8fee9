// Static in the portal (decision 159): a dynamic import there made Vite's preload helper a chunk the
// landing page loaded too; the pad is 4 kB and the portal well under its budget.
import SignaturePad from 'signature_pad';
import type { PortalContract, SignatureMethod } from '@atelier/shared';
import { action, setStatus, statusRegion, type PortalContext } from './context';
import { focusStatic, h, section, uid } from './dom';
import { formatMoment } from './format';

/**
 * The contracts sent to sign (decision 159): the text to read, its PDF, then the client's name,
 * typed or drawn on a pad, and the consent ticked. The pad's library (signature_pad) loads only
 * when the client chooses to draw; typing the name is the keyboard's way to sign.
 */
type Pad = { clear(): void; isEmpty(): boolean; toDataURL(type?: string): string };

function drawingPad(ctx: PortalContext): { el: HTMLElement; png: () => string | null } {
  const canvas = h('canvas', { role: 'img', 'aria-label': ctx.t('padLabel'), class: 'signature-pad', 'data-testid': 'signature-canvas' });
  let pad: Pad | null = null;
  const clear = h('button', { type: 'button', onclick: () => pad?.clear() }, ctx.t('padClear'));
  const el = h('div', { class: 'pad', hidden: true }, h('p', { class: 'muted' }, ctx.t('padLabel')), canvas, clear);
  const start = async () => {
    if (pad) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad = new SignaturePad(canvas, { penColor: '#111111', minWidth: 0.8, maxWidth: 2.6 }) as unknown as Pad;
  };
  el.addEventListener('pad-show', () => void start());
  return { el, png: () => (pad && !pad.isEmpty() ? pad.toDataURL('image/png') : null) };
}

function signForm(
  ctx: PortalContext,
  contract: PortalContract,
  redraw: (c: PortalContract, notice?: string) => void,
  notice: string,
): HTMLFormElement {
  const nameId = uid('signer');
  const consentId = uid('consent');
  const name = h('input', {
    id: nameId,
    name: 'signerName',
    type: 'text',
    autocomplete: 'name',
    required: true,
    value: ctx.view.client.name,
  });
  const consent = h('input', { id: consentId, type: 'checkbox', name: 'consent' });
  const pad = drawingPad(ctx);
  let method: SignatureMethod = 'typed';
  const radio = (value: SignatureMethod, label: string) => {
    const id = uid('method');
    const input = h('input', {
      id,
      type: 'radio',
      name: `method-${contract.id}`,
      value,
      checked: value === 'typed',
      onchange: () => {
        method = value;
        pad.el.hidden = value !== 'drawn';
        if (value === 'drawn') pad.el.dispatchEvent(new Event('pad-show'));
      },
    });
    return h('div', { class: 'choice' }, input, h('label', { for: id }, label));
  };
  const status = statusRegion();
  const button = h('button', { type: 'submit', class: 'primary' }, ctx.t('signButton'));
  const form = h(
    'form',
    { class: 'sign', novalidate: true },
    h('div', { class: 'field' }, h('label', { for: nameId }, ctx.t('signerName')), name),
    h('fieldset', {}, h('legend', {}, ctx.t('signHow')), radio('typed', ctx.t('signTyped')), radio('drawn', ctx.t('signDrawn'))),
    pad.el,
    h('div', { class: 'choice consent' }, consent, h('label', { for: consentId }, ctx.t('signConsent'))),
    h('div', { class: 'actions' }, button),
    status,
  );
  if (notice) setStatus(status, notice, 'error');
  /** Replaced by the studio since it was drawn (decision 183): the contract as it stands now, saying so; none left, just the sentence. */
  const changed = async (text: string) => {
    const fresh = await ctx.api.contracts();
    const next = fresh.ok ? fresh.data.contracts.find((other) => other.id === contract.id && other.status === 'sent') : undefined;
    if (!next) return setStatus(status, text, 'error');
    redraw(next, text);
  };
  const send = (body: Parameters<PortalContext['api']['signContract']>[1]) =>
    action(
      ctx,
      status,
      () => ctx.api.signContract(contract.id, body),
      (data) => redraw(data.contract),
      changed,
    );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const signerName = name.value.trim();
    const image = method === 'drawn' ? pad.png() : null;
    const refusal = !signerName
      ? 'signNeedsName'
      : method === 'drawn' && !image
        ? 'signNeedsDrawing'
        : !consent.checked
          ? 'signNeedsConsent'
          : null;
    if (refusal) return setStatus(status, ctx.t(refusal), 'error');
    void send({ consent: true, signerName, method, image, documentSha256: contract.documentSha256 })();
  });
  return form;
}

function contractItem(ctx: PortalContext, contract: PortalContract, notice = ''): HTMLLIElement {
  const titleId = uid('contract');
  const item = h('li', { class: 'item', 'data-testid': 'portal-contract' });
  const redraw = (next: PortalContract, why = '') => {
    const fresh = contractItem(ctx, next, why);
    item.replaceWith(fresh);
    const done = fresh.querySelector<HTMLElement>(why ? '.status' : '.signed-line');
    if (done) focusStatic(done);
  };
  const badge = contract.status === 'sent' ? 'contractToSign' : contract.status === 'signed' ? 'contractSigned' : 'contractWaiting';
  const client = contract.signatures.find((s) => s.role === 'client');
  const parts: Array<Node | null> = [
    h('h3', { id: titleId }, contract.title),
    h(
      'p',
      { class: 'meta' },
      h('span', { class: 'badge', 'data-status': contract.status }, ctx.t(badge)),
      h('span', {}, ctx.t('contractVersion', { version: contract.version })),
    ),
    h(
      'div',
      { class: 'contract-text', tabindex: 0, role: 'region', 'aria-label': ctx.t('contractTextLabel', { title: contract.title }) },
      contract.filledBody,
    ),
    h('p', { class: 'muted hash' }, ctx.t('contractFingerprint', { hash: contract.documentSha256 })),
    h(
      'div',
      { class: 'actions' },
      h(
        'a',
        { class: 'button', href: ctx.api.contractPdfUrl(contract.id), download: true, 'aria-describedby': titleId },
        ctx.t(contract.status === 'signed' ? 'downloadSigned' : 'downloadPdf'),
      ),
    ),
    client
      ? h(
          'p',
          { class: 'signed-line' },
          ctx.t('signedOn', { name: client.signerName, date: formatMoment(client.signedAt, ctx.language, ctx.view.studio.timezone) }),
        )
      : null,
    contract.status === 'sent' ? signForm(ctx, contract, redraw, notice) : null,
  ];
  item.append(...parts.filter((p): p is Node => p !== null));
  return item;
}

/**
 * The section, hidden until the contracts are read (they are not part of the page's first answer)
 * and left hidden for a client who was never sent one.
 */
export function contractsSection(ctx: PortalContext): HTMLElement {
  const list = h('ul', { class: 'items' });
  const el = section('contracts', ctx.t('contractsTitle'), list);
  el.hidden = true;
  void ctx.api.contracts().then((result) => {
    // A failed read leaves the section hidden, as the quotes' does: the page's reload reads it again.
    const contracts = result.ok ? (result.data?.contracts ?? []) : [];
    if (contracts.length === 0) return;
    list.replaceChildren(...contracts.map((c) => contractItem(ctx, c)));
    el.hidden = false;
  });
  return el;
}
