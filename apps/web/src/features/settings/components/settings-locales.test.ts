import type { Messages } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { billingMessages } from './billing-tab';
import { emailChangeMessages } from './email-change-confirm';
import { emailProofMessages } from './email-proof-field';
import { notificationsMessages } from './notifications-tab';
import { preferencesMessages } from './preferences-tab';
import { profileMessages } from './profile-tab';
import { securityMessages } from './security-tab';
import { sessionsMessages } from './sessions-section';
import { settingsMessages } from './settings-page';
import { timeZoneMessages } from './time-zone-field';

const CATALOGS: [string, Messages][] = [
  ['settings', settingsMessages],
  ['settings-profile', profileMessages],
  ['settings-email-change', emailChangeMessages],
  ['settings-email-proof', emailProofMessages],
  ['settings-notifications', notificationsMessages],
  ['settings-preferences', preferencesMessages],
  ['settings-time-zone', timeZoneMessages],
  ['settings-billing', billingMessages],
  ['settings-security', securityMessages],
  ['settings-sessions', sessionsMessages],
];

const FRENCH = import.meta.glob<Record<string, string>>('../../../locales/fr/settings*.json', { eager: true, import: 'default' });

function french(namespace: string): Record<string, string> {
  return FRENCH[`../../../locales/fr/${namespace}.json`] ?? {};
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('settings catalogs (French is complete)', () => {
  it.each(CATALOGS)('%s has every English key in French, with the same {placeholders}', (namespace, messages) => {
    const fr = french(namespace);
    const en = messages.get();
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(fr)) {
      expect(text.trim(), `${namespace}.${key}`).not.toBe('');
      const english = en[key];
      // Parameterised messages are functions in the base catalog; the French template keeps their names.
      if (typeof english === 'function') expect(placeholders(text).length, `${namespace}.${key}`).toBeGreaterThan(0);
      else expect(placeholders(text), `${namespace}.${key}`).toEqual(placeholders(String(english)));
    }
  });
});
