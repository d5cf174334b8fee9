import { MESSAGE_PLACEHOLDERS, MESSAGING_LIMITS, type MessagePlaceholder, type MessageTemplate } from '@atelier/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useMessageTemplates, useMessagingUsage, useResetMessageTemplate, useSaveMessageTemplate } from '../api/messaging-api';
import { useFormat } from '@/lib/use-format';
import { messagesTabMessages } from './messages-tab-messages';
import { SettingsSection } from '@/components/layout/settings-section';

type Texts = ReturnType<typeof messagesTabMessages.get>;

const PLACEHOLDER_TEXT: Record<MessagePlaceholder, keyof Texts> = {
  client: 'placeholderClient',
  project: 'placeholderProject',
  date: 'placeholderDate',
  balance: 'placeholderBalance',
  portalLink: 'placeholderPortalLink',
};

/** One template: its text, how long it is, Save, and Reset when the studio has changed it. */
function TemplateEditor({ template }: { template: MessageTemplate }) {
  const t = useMessages(messagesTabMessages);
  const labels = useLabels();
  const id = useId();
  const [body, setBody] = useState(template.body);
  const save = useSaveMessageTemplate();
  const reset = useResetMessageTemplate();
  const kind = labels.messageKind(template.kind);
  const error = fieldErrorsOf(save.error).body;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ kind: template.kind, body: { body } });
  };
  const toDefault = () => reset.mutate(template.kind, { onSuccess: ({ template: fresh }) => setBody(fresh.body) });

  return (
    <form noValidate onSubmit={submit} className="space-y-2" data-testid={`template-${template.kind}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={id}>{kind}</Label>
        {template.isDefault && <span className="text-xs text-muted-foreground">{t.isDefault}</span>}
      </div>
      <Textarea
        id={id}
        value={body}
        rows={3}
        maxLength={MESSAGING_LIMITS.templateBody}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-count`} className="text-xs text-muted-foreground tabular-nums">
        {t.characters({ count: body.length, max: MESSAGING_LIMITS.templateBody })}
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={save.isPending} aria-label={t.saveOf({ kind })}>
          {t.save}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={toDefault}
          disabled={template.isDefault}
          loading={reset.isPending}
          aria-label={t.resetOf({ kind })}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}

/** SMS left this month and messages to clients sent today (decision 083). */
function Usage() {
  const t = useMessages(messagesTabMessages);
  const format = useFormat();
  const usage = useMessagingUsage().data;
  if (!usage) return null;
  const { sms, today } = usage;
  return (
    <SettingsSection title={t.usageTitle}>
      <div className="space-y-2 text-sm" data-testid="messaging-usage">
        <p>{sms.allowance > 0 ? t.smsUsage({ ...sms, date: format.calendarDate(sms.resetsAt) }) : t.noSms}</p>
        <p>{t.todayUsage({ sent: today.sent, cap: today.cap, time: format.dateTime(today.resetsAt) })}</p>
        {usage.cardRequired && <Alert>{t.cardRequired}</Alert>}
        {usage.smsProvider === 'outbox' && sms.allowance > 0 && <p className="text-muted-foreground">{t.outbox}</p>}
      </div>
    </SettingsSection>
  );
}

/** Settings → Messages (decision 083): the four texts with their placeholders, then what is left to send. */
export function MessagesTab() {
  const t = useMessages(messagesTabMessages);
  const templates = useMessageTemplates();
  let body;
  if (templates.isError) body = <Alert variant="error">{t.loadError}</Alert>;
  else if (!templates.data)
    body = (
      <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  else
    body = (
      <div className="space-y-6">
        {templates.data.map((template) => (
          // Keyed by the text too: a reset elsewhere (another tab) starts the editor again from the saved text.
          <TemplateEditor key={`${template.kind}:${template.body}`} template={template} />
        ))}
      </div>
    );
  return (
    <div className="space-y-6" data-testid="messages-tab">
      <SettingsSection title={t.title} description={t.description}>
        <div className="mb-6 rounded-lg bg-muted px-4 py-3 text-sm">
          <p className="font-medium">{t.placeholdersTitle}</p>
          <p className="text-muted-foreground">{t.placeholdersIntro}</p>
          <ul className="mt-2 space-y-1">
            {MESSAGE_PLACEHOLDERS.map((name) => (
              <li key={name}>
                <code className="font-mono">{`{${name}}`}</code> {t[PLACEHOLDER_TEXT[name]] as string}
              </li>
            ))}
          </ul>
        </div>
        {body}
      </SettingsSection>
      <Usage />
    </div>
  );
}
