import { MESSAGE_KINDS, type MessageChannel, type MessageKind, type SendMessageBody } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { errorMessage } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useMessagePreview, useSendMessage } from '../api/messaging-api';
import { messagingMessages } from './messaging-messages';
import { openPendingTab } from './whatsapp-window';

const FORM_ID = 'send-message-form';

/** What a message is about: the records that fill {project}, {balance} and {date}. */
export type MessageAbout = { projectId?: string; invoiceId?: string; eventId?: string };

/**
 * One message to a client (decision 083): the kind picked, the studio's text shown as the client
 * will read it (the server renders it: the preview is exactly what is sent), then Send, or for
 * WhatsApp the chat opened on the tailor's side with the text written in. The text is the studio's
 * template as it is; its wording is changed in Settings, Messages.
 */
export function SendMessageDialog({
  client,
  channel,
  initialKind,
  about,
  onClose,
}: {
  client: { id: string; name: string };
  channel: MessageChannel;
  initialKind: MessageKind;
  about: MessageAbout;
  onClose: () => void;
}) {
  const t = useMessages(messagingMessages);
  const labels = useLabels();
  const [kind, setKind] = useState<MessageKind>(initialKind);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const body: SendMessageBody = { kind, channel, ...about };
  const preview = useMessagePreview(client.id, body, true);
  const send = useSendMessage();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fallbackUrl) return;
    const tab = channel === 'whatsapp' ? openPendingTab() : null;
    send.mutate(
      { clientId: client.id, body },
      {
        onSuccess: ({ message }) => {
          if (!tab) return onClose();
          if (tab.go(message.whatsappUrl)) onClose();
          else setFallbackUrl(message.whatsappUrl);
        },
        onError: () => tab?.cancel(),
      },
    );
  };

  const titles = { email: t.titleEmail, sms: t.titleSms, whatsapp: t.titleWhatsapp };
  const submitLabel = { email: t.sendEmail, sms: t.sendSms, whatsapp: t.openWhatsapp }[channel];
  const failure = send.error ?? preview.error;
  return (
    <FormDialog
      title={titles[channel]({ name: client.name })}
      description={t.description}
      formId={FORM_ID}
      submitLabel={submitLabel}
      isSaving={send.isPending}
      submitDisabled={!preview.data || !!fallbackUrl}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4" data-testid="send-message-form">
        <Field label={t.kind}>
          {(p) => (
            <Select
              {...p}
              value={kind}
              onValueChange={(v) => {
                setKind(v as MessageKind);
                send.reset();
              }}
              options={MESSAGE_KINDS.map((k) => ({ value: k, label: labels.messageKind(k) }))}
            />
          )}
        </Field>
        {preview.data && (
          <div className="space-y-3 text-sm">
            <p>
              <span className="text-muted-foreground">{t.to}: </span>
              <span className="font-medium break-all">{preview.data.to}</span>
            </p>
            <div>
              <p className="mb-1 text-muted-foreground">{t.preview}</p>
              <p
                className="rounded-lg border border-border bg-muted px-3 py-2 break-words whitespace-pre-wrap"
                data-testid="message-preview"
              >
                {preview.data.text}
              </p>
            </div>
            {preview.data.smsParts !== null && (
              <p className="text-muted-foreground" data-testid="sms-parts">
                {t.smsParts(preview.data.smsParts)}
              </p>
            )}
            {preview.data.newPortalLink && <p className="text-muted-foreground">{t.newLink}</p>}
            {channel === 'whatsapp' && <p className="text-muted-foreground">{t.whatsappNote}</p>}
          </div>
        )}
        {preview.isPending && (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            {t.previewLoading}
          </div>
        )}
        {failure && <Alert variant="error">{errorMessage(failure)}</Alert>}
        {fallbackUrl && (
          <p className="text-sm">
            {t.whatsappReady}{' '}
            <a href={fallbackUrl} target="_blank" rel="noopener noreferrer" className={standaloneLinkClasses} onClick={onClose}>
              {t.openWhatsapp}
            </a>
          </p>
        )}
      </form>
    </FormDialog>
  );
}
