import { DEFAULT_SETTINGS } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { mayMail, userSettings } from './user-settings.js';

describe('userSettings', () => {
  it('fills every key with its default and takes marketingEmails from the newsletter column', () => {
    expect(userSettings({ settings: {}, subscribeToNewsletter: true })).toEqual({ ...DEFAULT_SETTINGS, marketingEmails: true });
    expect(userSettings({ settings: { marketingEmails: true, theme: 'dark' }, subscribeToNewsletter: false })).toEqual({
      ...DEFAULT_SETTINGS,
      theme: 'dark',
    });
  });
});

describe('mayMail', () => {
  const row = (settings: Record<string, unknown>, subscribeToNewsletter = false) => ({ settings, subscribeToNewsletter });
  it.each([
    ['defaults allow deadline mail', row({}), 'projectDeadlines', true],
    ['defaults refuse marketing mail', row({}), 'marketingEmails', false],
    ['the newsletter choice allows marketing mail', row({}, true), 'marketingEmails', true],
    ['emailNotifications off refuses every kind', row({ emailNotifications: false }, true), 'marketingEmails', false],
    ['emailNotifications off refuses deadlines', row({ emailNotifications: false }), 'projectDeadlines', false],
    ["the kind's own switch", row({ paymentReminders: false }), 'paymentReminders', false],
    ['another switch does not matter', row({ paymentReminders: false }), 'clientMessages', true],
  ] as const)('%s', (_label, r, kind, expected) => {
    expect(mayMail(r, kind)).toBe(expected);
  });
});
