import { inlineLinkClasses } from '@/components/ui/link-styles';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { CONTACT_EMAIL, LegalLayout } from './legal-layout';

export const messages = i18n('privacy', {
  title: 'Privacy Policy',
  keepTitle: 'What we keep',
  keep1: 'Account details: your name, email address, business name and type, chosen plan and newsletter choice.',
  keep2: 'Your studio records: clients, measurements, projects, invoices, patterns, calendar events and images you upload.',
  keep3: "Sessions: for each sign-in, the device (from your browser's user agent), when it started and when it was last used.",
  keep4: 'If you sign in with Google or Facebook: the account id, name, email and picture that provider shares with us.',
  keepNote: "We do not sell your data, and we do not use your clients' details for anything but showing them to you.",
  passwordsTitle: 'Passwords and codes',
  passwords1: 'Passwords are never stored as typed: we keep only a salted argon2id hash, which cannot be turned back into the password.',
  passwords2:
    'Email codes are 4 digits, valid for 10 minutes, usable once, and stored only as a keyed hash. After five wrong tries a code stops working.',
  passwords3: "Resetting your password signs out every device. Signing out ends that device's session on our server.",
  whyTitle: 'Why we use it',
  why:
    'To run your account and the features you use, to send the emails you need (verification ' +
    'and reset codes, billing notices), and, only if you ticked the newsletter box, occasional ' +
    'product news you can unsubscribe from at any time.',
  whereTitle: 'Where it is stored and who sees it',
  where:
    'Your data is stored in our database and backups. Our staff access it only to fix a ' +
    'problem you report or when the law requires it. Payment cards are handled by our payment ' +
    'provider; we only see the card brand, last four digits and expiry.',
  browserTitle: 'In your browser',
  browser:
    "The app keeps your sign-in token, your profile and some cached lists in your browser's " +
    'local storage so pages load quickly. Signing out removes the token. We use no advertising ' +
    'or tracking cookies.',
  retentionTitle: 'How long we keep it and your rights',
  retention:
    'We keep your data while your account exists. When you delete your account, your records ' +
    'are deleted within 30 days, and from backups within 90 days. You can ask us for a copy of ' +
    'your data, to correct it or to delete it.',
  contactTitle: 'Contact',
  contactBefore: 'Write to',
  contactAfter: 'with any question about your data. We answer within 30 days.',
});

export function PrivacyPage() {
  const t = useMessages(messages);
  return (
    <LegalLayout title={t.title}>
      <section>
        <h2>{t.keepTitle}</h2>
        <ul>
          <li>{t.keep1}</li>
          <li>{t.keep2}</li>
          <li>{t.keep3}</li>
          <li>{t.keep4}</li>
        </ul>
        <p>{t.keepNote}</p>
      </section>
      <section>
        <h2>{t.passwordsTitle}</h2>
        <ul>
          <li>{t.passwords1}</li>
          <li>{t.passwords2}</li>
          <li>{t.passwords3}</li>
        </ul>
      </section>
      <section>
        <h2>{t.whyTitle}</h2>
        <p>{t.why}</p>
      </section>
      <section>
        <h2>{t.whereTitle}</h2>
        <p>{t.where}</p>
      </section>
      <section>
        <h2>{t.browserTitle}</h2>
        <p>{t.browser}</p>
      </section>
      <section>
        <h2>{t.retentionTitle}</h2>
        <p>{t.retention}</p>
      </section>
      <section>
        <h2>{t.contactTitle}</h2>
        <p>
          {t.contactBefore}{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={inlineLinkClasses}>
            {CONTACT_EMAIL}
          </a>{' '}
          {t.contactAfter}
        </p>
      </section>
    </LegalLayout>
  );
}
