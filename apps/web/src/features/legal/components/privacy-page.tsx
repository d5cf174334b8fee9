import { inlineLinkClasses } from '@/components/ui/link-styles';
import { CONTACT_EMAIL, LegalLayout } from './legal-layout';

export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy">
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>Account details: your name, email address, business name and type, chosen plan and newsletter choice.</li>
          <li>Your studio records: clients, measurements, projects, invoices, patterns, calendar events and images you upload.</li>
          <li>Sessions: for each sign-in, the device (from your browser&apos;s user agent), when it started and when it was last used.</li>
          <li>If you sign in with Google or Facebook: the account id, name, email and picture that provider shares with us.</li>
        </ul>
        <p>We do not sell your data, and we do not use your clients&apos; details for anything but showing them to you.</p>
      </section>
      <section>
        <h2>Passwords and codes</h2>
        <ul>
          <li>Passwords are never stored as typed: we keep only a salted argon2id hash, which cannot be turned back into the password.</li>
          <li>Email codes are 4 digits, valid for 10 minutes, usable once, and stored only as a keyed hash. After five wrong tries a code stops working.</li>
          <li>Resetting your password signs out every device. Signing out ends that device&apos;s session on our server.</li>
        </ul>
      </section>
      <section>
        <h2>Why we use it</h2>
        <p>
          To run your account and the features you use, to send the emails you need (verification and reset codes, billing notices), and, only if you
          ticked the newsletter box, occasional product news you can unsubscribe from at any time.
        </p>
      </section>
      <section>
        <h2>Where it is stored and who sees it</h2>
        <p>
          Your data is stored in our database and backups. Our staff access it only to fix a problem you report or when the law requires it. Payment
          cards are handled by our payment provider; we only see the card brand, last four digits and expiry.
        </p>
      </section>
      <section>
        <h2>In your browser</h2>
        <p>
          The app keeps your sign-in token, your profile and some cached lists in your browser&apos;s local storage so pages load quickly. Signing out
          removes the token. We use no advertising or tracking cookies.
        </p>
      </section>
      <section>
        <h2>How long we keep it and your rights</h2>
        <p>
          We keep your data while your account exists. When you delete your account, your records are deleted within 30 days, and from backups within
          90 days. You can ask us for a copy of your data, to correct it or to delete it.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Write to{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={inlineLinkClasses}>
            {CONTACT_EMAIL}
          </a>{' '}
          with any question about your data. We answer within 30 days.
        </p>
      </section>
    </LegalLayout>
  );
}
