import { inlineLinkClasses } from '@/components/ui/link-styles';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { CONTACT_EMAIL, LegalLayout } from './legal-layout';

export const messages = i18n('terms', {
  title: 'Terms of Service',
  whatTitle: '1. What Atelier is',
  what:
    'Atelier is an online workspace for tailors, fashion designers and similar studios to keep ' +
    'clients, measurements, projects, invoices, patterns and appointments. By creating an ' +
    'account you agree to these terms.',
  accountTitle: '2. Your account',
  account1: 'You must give a working email address and verify it with the code we send you.',
  account2: 'Keep your password to yourself. You are responsible for what happens under your account.',
  account3: 'Tell us at once if you believe someone else has used your account.',
  account4: 'One person or business per account; you must be at least 16 years old.',
  contentTitle: '3. Your content',
  content1:
    'The clients, measurements, patterns, images and other records you enter remain yours. You ' +
    'give us only the permission needed to store, process and show them to you in order to run ' +
    "the service. Make sure you are allowed to store your clients' details, and use them only " +
    'for your work with those clients.',
  content2: 'Patterns you move to the public library can be seen by every Atelier user; that step cannot be undone from the app.',
  plansTitle: '4. Plans, trials and billing',
  plans1: 'The Free plan costs nothing and has the limits shown on our pricing page.',
  plans2:
    'Premium and Enterprise start with a 14-day trial without a card. After the trial a paid subscription is needed to keep those features.',
  plans3: 'Paid plans renew each period until cancelled. You can cancel anytime and keep access to the end of the period you paid for.',
  plans4: "Upgrades apply immediately. After a downgrade your data is kept, and records above the new plan's limits become read-only.",
  fairTitle: '5. Fair use',
  fair:
    'Do not use Atelier to break the law, to send spam, to upload malicious code, to probe or ' +
    "overload the service, or to access other people's data. We may suspend accounts that do, " +
    'after warning you where we reasonably can.',
  availabilityTitle: '6. Availability and liability',
  availability:
    'We work to keep Atelier available and your data safe, but the service is provided as is. ' +
    'Keep your own copies of anything critical (the app lets you export). To the extent the ' +
    'law allows, our liability is limited to the fees you paid us in the twelve months before ' +
    'a claim.',
  endingTitle: '7. Ending the agreement',
  ending:
    'You can delete your account at any time from Settings; your data is then removed as ' +
    "described in our Privacy Policy. We may end the service with at least 30 days' notice and " +
    'a chance to export your data.',
  changesTitle: '8. Changes and contact',
  changes: 'If we change these terms in a way that matters, we will tell you by email or in the app before the change applies. Questions:',
});

export function TermsPage() {
  const t = useMessages(messages);
  return (
    <LegalLayout title={t.title}>
      <section>
        <h2>{t.whatTitle}</h2>
        <p>{t.what}</p>
      </section>
      <section>
        <h2>{t.accountTitle}</h2>
        <ul>
          <li>{t.account1}</li>
          <li>{t.account2}</li>
          <li>{t.account3}</li>
          <li>{t.account4}</li>
        </ul>
      </section>
      <section>
        <h2>{t.contentTitle}</h2>
        <p>{t.content1}</p>
        <p>{t.content2}</p>
      </section>
      <section>
        <h2>{t.plansTitle}</h2>
        <ul>
          <li>{t.plans1}</li>
          <li>{t.plans2}</li>
          <li>{t.plans3}</li>
          <li>{t.plans4}</li>
        </ul>
      </section>
      <section>
        <h2>{t.fairTitle}</h2>
        <p>{t.fair}</p>
      </section>
      <section>
        <h2>{t.availabilityTitle}</h2>
        <p>{t.availability}</p>
      </section>
      <section>
        <h2>{t.endingTitle}</h2>
        <p>{t.ending}</p>
      </section>
      <section>
        <h2>{t.changesTitle}</h2>
        <p>
          {t.changes}{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={inlineLinkClasses}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalLayout>
  );
}
