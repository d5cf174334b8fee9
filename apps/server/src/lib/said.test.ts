import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { EN_REFUSALS, type RefusalKey } from './refusals/en/index.js';
import { REFUSALS } from './refusals/index.js';
import { languageOfHeader, said, sayIn } from './said.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const KEYS = Object.keys(EN_REFUSALS) as RefusalKey[];
/** Refusals with no word of their own, the same in every language: a refusal and its business term, '… (BT-31)'. */
const NO_WORDS: RefusalKey[] = ['tax.missingTerm'];

describe('the refusals catalogue (decision 200)', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every refusal, written, with the same values as English', (language) => {
    for (const key of KEYS) {
      const text = REFUSALS[language][key];
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      if (!NO_WORDS.includes(key)) expect(text, `${language} ${key} is still English`).not.toBe(EN_REFUSALS[key]);
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(EN_REFUSALS[key]));
    }
    expect(Object.keys(REFUSALS[language]).sort()).toEqual([...KEYS].sort());
  });
});

describe('sayIn', () => {
  it('writes an amount in its currency and the reader’s locale', () => {
    const refusal = said('payment.overBalance', { balance: { cents: 130500, currency: 'EUR' } });
    expect(sayIn('fr', refusal).replace(/\s/g, ' ')).toBe('Le montant ne peut pas dépasser le solde dû (1 305,00 €)');
    expect(sayIn('de', refusal).replace(/\s/g, ' ')).toBe('Der Betrag darf den offenen Betrag (1.305,00 €) nicht übersteigen');
    expect(sayIn('en', said('payment.overBalance', { balance: { cents: 130500, currency: 'USD' } }))).toBe(
      'Amount cannot be more than the balance due ($1,305.00)',
    );
  });

  it('writes a day as the reader writes a date', () => {
    const refusal = said('quotes.expired', { date: { day: '2030-06-01' } });
    expect(sayIn('fr', refusal)).toBe('Ce devis était valable jusqu’au 1 juin 2030. Demandez-en un nouveau à l’atelier.');
    expect(sayIn('en', refusal)).toBe('This quote was valid until June 1, 2030. Ask the studio for a new one.');
    expect(sayIn('de', refusal)).toContain('1. Juni 2030');
  });

  it('writes a number with the reader’s digits and a text as it is', () => {
    expect(sayIn('fr', said('payment.tooMany', { max: 1000 })).replace(/\s/g, ' ')).toBe('Au plus 1 000 paiements par facture');
    expect(sayIn('en', said('payment.refundKept', { number: 'AV-0003' }))).toBe(
      'This refund was made with credit note AV-0003: it is kept with it',
    );
  });
});

describe('languageOfHeader', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['fr-CA', 'fr'],
    ['de-DE,fr;q=0.5,en;q=0.3', 'de'],
    ['ja-JP,fr;q=0.5,en;q=0.3', 'fr'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['ja', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s reads as %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

/**
 * The files whose refusals are all said by key. Refusals elsewhere are still English only; each
 * file converted joins this list, until the list is every file (decision 200).
 */
const SAID_BY_KEY = ['lib/plan-gate.ts', 'modules/invoices/payments.ts', 'plugins/error-handler.ts'];
const ENGLISH_REFUSAL = /(new AppError\([^,]+,|fieldError\([^,]+,|unauthorized\(|send\(reply, [^,]+,)\s*[`'"]/;

describe('refusals said by key', () => {
  it.each(SAID_BY_KEY)('%s writes no refusal in English', (file) => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
    const english = source.split('\n').filter((line) => ENGLISH_REFUSAL.test(line));
    expect(english).toEqual([]);
  });

  it('finds an English refusal where one is written', () => {
    expect(ENGLISH_REFUSAL.test("throw fieldError('amount', 'This invoice is fully paid');")).toBe(true);
    expect(ENGLISH_REFUSAL.test("throw new AppError('INVOICE_ISSUED', `Credit note ${n}`);")).toBe(true);
    expect(ENGLISH_REFUSAL.test("throw fieldError('amount', said('payment.fullyPaid'));")).toBe(false);
  });
});
