import { SANDBOX_TEST_CARDS, type Language } from '@atelier/shared';
import { sandboxMessage, sandboxWords } from './sandbox-words.js';

/**
 * The sandbox's hosted checkout page (decision 042): server-rendered, no script, no
 * external asset (the CSP allows neither), labelled fields, errors announced and tied to their
 * field, usable at 375 px and with the keyboard, light or dark as the system is.
 */

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** An amount in its currency, as the payer's language writes it: '50,00 €' (decision 190). */
const formatMoney = (cents: number, currency: string, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE =
  `
:root{color-scheme:light dark;--bg:#f6f3ee;--card:#fff;--ink:#2b2622;--muted:#5c544d;--line:#8a7f75;--accent:#7a4b2a;--err:#a4262c}
@media (prefers-color-scheme:dark){:root{--bg:#1c1917;--card:#292524;--ink:#f5f0eb;--muted:#d6cfc7;--line:#a8a29e;--accent:#f0b98a;--err:#ffb4ab}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,sans-serif}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}section{background:var(--card);border-radius:12px;padding:1.5rem;margin-top:1rem}
h1{font-size:1.5rem;margin:0}h2{font-size:1.1rem;margin:0 0 .5rem}.muted{color:var(--muted)}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}
.banner{border:2px dashed var(--accent);border-radius:8px;padding:.5rem .75rem;margin-top:1rem}
label{display:block;font-weight:600;margin-top:1rem}` +
  `input{width:100%;font:inherit;padding:.6rem .7rem;margin-top:.25rem;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--ink)}
input[aria-invalid=true]{border:2px solid var(--err)}.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:.75rem}
.error{color:var(--err);font-weight:600;margin-top:.25rem}.alert{border-left:4px solid var(--err);padding:.5rem .75rem;margin-top:1rem;font-weight:600}
button,.link{display:inline-block;font:inherit;font-weight:600;margin-top:1.25rem;padding:.7rem 1rem;border-radius:8px;min-height:44px}
button{width:100%;border:0;background:var(--accent);color:var(--bg);cursor:pointer}.link{color:var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}ul{padding-left:1.25rem;margin:.25rem 0}code{font-size:1rem}`;

function page(title: string, body: string, language: Language): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

export type CheckoutView = {
  sessionId: string;
  description: string;
  amountCents: number;
  /** The deposit's currency and the payer's language; a plan's checkout is in dollars (decision 190). */
  currency: string;
  language: Language;
  cancelUrl: string;
  /** What the form held (never the card number after an error) and what went wrong. */
  error?: { message: string; field?: string };
  values?: { expMonth?: string; expYear?: string };
};

const FIELDS = [
  { name: 'number', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242' },
  { name: 'expMonth', autocomplete: 'cc-exp-month', inputmode: 'numeric', placeholder: 'MM' },
  { name: 'expYear', autocomplete: 'cc-exp-year', inputmode: 'numeric', placeholder: 'YYYY' },
  { name: 'cvc', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123' },
] as const;

function field(f: (typeof FIELDS)[number], view: CheckoutView): string {
  const invalid = view.error?.field === f.name;
  const value = f.name === 'expMonth' || f.name === 'expYear' ? (view.values?.[f.name] ?? '') : '';
  const label = sandboxWords(view.language)[f.name === 'number' ? 'cardNumber' : f.name];
  return (
    `<label for="${f.name}">${label}</label><input id="${f.name}" name="${f.name}" required ` +
    `autocomplete="${f.autocomplete}" inputmode="${f.inputmode}" placeholder="${f.placeholder}" value="${escape(value)}"${
      invalid ? ` aria-invalid="true" aria-describedby="${f.name}-error"` : ''
    }>${invalid ? `<p class="error" id="${f.name}-error">${escape(errorText(view))}</p>` : ''}`
  );
}

/** A refusal in the page's language: the field's own words, else what the server said. */
function errorText(view: CheckoutView): string {
  const message = view.error?.message ?? '';
  const field = view.error?.field as keyof ReturnType<typeof sandboxWords>['fieldInvalid'] | undefined;
  const words = sandboxWords(view.language);
  if (view.language !== 'en' && field && field in words.fieldInvalid && sandboxMessage(message, view.language) === message)
    return words.fieldInvalid[field];
  return sandboxMessage(message, view.language);
}

export function checkoutPage(view: CheckoutView): string {
  const w = sandboxWords(view.language);
  const amount = formatMoney(view.amountCents, view.currency, view.language);
  const pay = w.pay.replace('{amount}', amount);
  const [number, expMonth, expYear, cvc] = FIELDS;
  const alert = view.error ? `<p class="alert" role="alert">${escape(errorText(view))}</p>` : '';
  return page(
    `${pay} · ${w.sandboxTitle}`,
    `<h1>${escape(w.checkoutTitle)}</h1>
<p class="banner">${w.banner}</p>
<section aria-labelledby="summary"><h2 id="summary">${escape(w.youPay)}</h2><p class="amount">${escape(amount)}</p>` +
      `<p class="muted">${escape(view.description)}</p></section>
<section aria-labelledby="card"><h2 id="card">${escape(w.cardDetails)}</h2>${alert}
<form method="post" action="/api/v1/subscriptions/sandbox/checkout/${escape(view.sessionId)}" novalidate>
${field(number!, view)}<div class="row"><div>${field(expMonth!, view)}</div><div>${field(expYear!, view)}</div><div>${field(cvc!, view)}</div></div>
<button type="submit">${escape(pay)}</button></form>
<a class="link" href="${escape(view.cancelUrl)}">${escape(w.cancel)}</a></section>
<section aria-labelledby="cards"><h2 id="cards">${escape(w.testCards)}</h2><p class="muted">${escape(w.testCardsHint)}</p><ul>
${SANDBOX_TEST_CARDS.map((c, i) => `<li><code>${spaced(c.number)}</code> ${escape(w.outcomes[i] ?? c.outcome)}</li>`).join('')}</ul></section>`,
    view.language,
  );
}

/** A checkout that is paid, expired or unknown: says so, with the way back. */
export function endedPage(title: string, message: string, backUrl: string, language: Language = 'en'): string {
  const w = sandboxWords(language);
  return page(
    `${title} · ${w.sandboxTitle}`,
    `<h1>${escape(title)}</h1><section><p>${escape(message)}</p><a class="link" href="${escape(backUrl)}">${escape(w.back)}</a></section>`,
    language,
  );
}
