import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity.js';
import { LANGUAGES } from './languages.js';
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_KINDS, MESSAGING_LIMITS, placeholdersIn, renderMessage, signMessage } from './messaging.js';

describe('rendering a message template', () => {
  it('fills every known placeholder', () => {
    const text = renderMessage('Hello {client}, your {project} is ready on {date}: {balance} due. {portalLink}', {
      client: 'Ada',
      project: 'wedding gown',
      date: 'Monday 2 March 2026 at 10:30',
      balance: '€120.00',
      portalLink: 'https://app.test/portal/abc',
    });
    expect(text).toBe('Hello Ada, your wedding gown is ready on Monday 2 March 2026 at 10:30: €120.00 due. https://app.test/portal/abc');
  });

  it('leaves an unknown placeholder as typed, so a typo shows in the preview', () => {
    expect(renderMessage('Hello {clinet}, {client}', { client: 'Ada' })).toBe('Hello {clinet}, Ada');
    expect(renderMessage('Price {price} {}', {})).toBe('Price {price} {}');
  });

  it('drops a missing value and tidies the spacing it leaves', () => {
    expect(renderMessage('Hello {client}, good news: your order {project} is ready. {portalLink}', { client: 'Ada' })).toBe(
      'Hello Ada, good news: your order is ready.',
    );
    expect(renderMessage('Thank you {client} , see you   soon .', {})).toBe('Thank you, see you soon.');
    expect(renderMessage('Line one {portalLink}\n\n\n\n  Line two  ', {})).toBe('Line one\n\nLine two');
  });

  it('keeps the French space before ! ? : and ;', () => {
    expect(renderMessage(DEFAULT_MESSAGE_TEMPLATES.fr['thank-you'], { client: 'Ada', project: 'robe' })).toBe(
      'Merci, Ada ! Ce fut un plaisir de réaliser votre commande robe.',
    );
  });

  it('treats a value as text: braces in it are not read again', () => {
    expect(renderMessage('{client} {project}', { client: '{project}', project: 'Gown' })).toBe('{project} Gown');
  });
});

describe('the default templates', () => {
  it('exist for every kind in every language, within the length a studio may write, naming only known placeholders', () => {
    for (const language of LANGUAGES) {
      for (const kind of MESSAGE_KINDS) {
        const body = DEFAULT_MESSAGE_TEMPLATES[language][kind];
        expect(body.length).toBeLessThanOrEqual(MESSAGING_LIMITS.templateBody);
        expect(placeholdersIn(body)).toContain('client');
        expect(body.match(/\{\w+\}/g)?.length).toBe(placeholdersIn(body).length);
      }
    }
  });
});

describe('the studio’s name on every message', () => {
  it('is the last line; a blank name adds nothing', () => {
    expect(signMessage('Your order is ready.', ' Maison Ada ')).toBe('Your order is ready.\n— Maison Ada');
    expect(signMessage('Your order is ready.', '  ')).toBe('Your order is ready.');
  });
});

describe('the activity sentence of a message', () => {
  it('says what was sent, how and to whom', () => {
    const entry = { entityType: 'message' as const, action: 'created' as const, subject: 'Ada', detail: 'order-ready sms' };
    expect(describeActivity(entry)).toBe('Order ready sent by SMS to Ada');
    expect(describeActivity({ ...entry, detail: 'balance-due email' })).toBe('Balance due sent by email to Ada');
  });
});
