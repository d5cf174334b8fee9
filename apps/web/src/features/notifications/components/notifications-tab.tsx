import { settingsWithDefaults, type NotificationSettings, type UserProfile } from '@atelier/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useUpdateNotifications } from '@/features/account';
import { SettingsSection } from '@/components/layout/settings-section';

export const notificationsMessages = i18n('settings-notifications', {
  title: 'Notifications',
  description: 'Choose which emails Atelier sends you.',
  emailNotifications: 'Email notifications',
  emailNotificationsHelp: 'Optional emails about your studio. Off stops every email below; sign-in and security emails are always sent.',
  pushNotifications: 'Browser notifications',
  pushNotificationsHelp: 'Browser notifications are not available yet, so this switch cannot be turned on.',
  projectDeadlines: 'Project deadlines',
  projectDeadlinesHelp: 'An email two days before a project is due.',
  eventReminders: 'Appointment reminders',
  eventRemindersHelp: 'An email the day before each fitting, consultation and delivery on your calendar.',
  clientMessages: 'Client messages',
  clientMessagesHelp: 'An email when a client writes to you, confirms an appointment or asks to move one from their portal.',
  paymentReminders: 'Payment reminders',
  paymentRemindersHelp: 'An email when an invoice is due or overdue, once invoices are in Atelier.',
  marketingEmails: 'News and offers',
  marketingEmailsHelp: 'Occasional news about Atelier: the newsletter you could choose at sign-up.',
  offWithEmail: 'Off while email notifications are off.',
  save: 'Save Notifications',
});

/** The optional mails that emailNotifications switches off all at once (decision 024). */
const MAIL_KEYS = ['projectDeadlines', 'eventReminders', 'clientMessages', 'paymentReminders', 'marketingEmails'] as const;

function pickNotifications(profile: UserProfile): NotificationSettings {
  const s = settingsWithDefaults(profile.settings);
  return {
    emailNotifications: s.emailNotifications,
    pushNotifications: s.pushNotifications,
    projectDeadlines: s.projectDeadlines,
    eventReminders: s.eventReminders,
    clientMessages: s.clientMessages,
    paymentReminders: s.paymentReminders,
    marketingEmails: s.marketingEmails,
  };
}

function SwitchRow({
  label,
  help,
  note,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {help}
          {note && <span className="block">{note}</span>}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${id}-help`} className="mt-0.5" />
    </li>
  );
}

/**
 * One switch per notification setting, each saying what it does. Browser push is not built, so
 * its switch is off and disabled and says so; with email notifications off, the mail switches
 * under it show off and disabled, while their own choice is kept for when email is on again.
 */
export function NotificationsTab({ profile }: { profile: UserProfile }) {
  const t = useMessages(notificationsMessages);
  const form = useForm<NotificationSettings>(() => pickNotifications(profile));
  const { values } = form;
  const update = useUpdateNotifications();
  const set = (key: keyof NotificationSettings) => (checked: boolean) => form.set(key, checked);

  return (
    <SettingsSection title={t.title} description={t.description}>
      <ul className="divide-y divide-border">
        <SwitchRow
          label={t.emailNotifications}
          help={t.emailNotificationsHelp}
          checked={values.emailNotifications}
          onChange={set('emailNotifications')}
        />
        {MAIL_KEYS.map((key) => (
          <SwitchRow
            key={key}
            label={t[key]}
            help={t[`${key}Help`]}
            note={values.emailNotifications ? undefined : t.offWithEmail}
            checked={values.emailNotifications && values[key]}
            disabled={!values.emailNotifications}
            onChange={set(key)}
          />
        ))}
        <SwitchRow label={t.pushNotifications} help={t.pushNotificationsHelp} checked={false} disabled onChange={() => {}} />
      </ul>
      <Button className="mt-4" loading={update.isPending} onClick={() => update.mutate({ settings: values })}>
        {t.save}
      </Button>
    </SettingsSection>
  );
}
