import { conversationReplyBodySchema, MESSAGE_CHANNELS, type MessageChannel } from '@atelier/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useReplyToClient } from '../api/conversation-api';
import { conversationMessages } from './conversation-messages';
import { openPendingTab } from './whatsapp-window';

const MAX = maxLengthsOf(conversationReplyBodySchema);

type ReplyClient = { id: string; name: string; preferredChannel: MessageChannel; email: string; phone: string };

/**
 * The studio's free text to the client (decision 131): by the client's preferred channel unless
 * another is chosen, a channel the client lacks offered no more than the send menu does (decision
 * 083). WhatsApp opens the chat in the click, as the send dialog does.
 */
export function ConversationReplyForm({ client }: { client: ReplyClient }) {
  const t = useMessages(conversationMessages);
  const labels = useLabels();
  const formId = useId();
  const [text, setText] = useState('');
  const [channel, setChannel] = useState<MessageChannel>(client.preferredChannel);
  const [problem, setProblem] = useState('');
  const [fallbackUrl, setFallbackUrl] = useState('');
  const reply = useReplyToClient(client.id);
  const lacks = (c: MessageChannel) => (c === 'email' ? !client.email : !client.phone);
  const options = MESSAGE_CHANNELS.map((c) => ({
    value: c,
    label: c === client.preferredChannel ? t.preferred({ channel: labels.messageChannel(c) }) : labels.messageChannel(c),
    disabled: lacks(c),
  }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFallbackUrl('');
    if (!text.trim()) return setProblem(t.empty_reply);
    setProblem('');
    const tab = channel === 'whatsapp' ? openPendingTab() : null;
    reply.mutate(
      { body: text, channel },
      {
        onSuccess: (answer) => {
          setText('');
          if (tab && !tab.go(answer.whatsappUrl)) setFallbackUrl(answer.whatsappUrl);
        },
        onError: () => tab?.cancel(),
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-3 border-t border-border pt-3" data-testid="conversation-reply">
      <Field
        label={t.replyLabel({ name: client.name })}
        hint={t.replyHint({ channel: labels.messageChannel(channel), name: client.name })}
        error={problem}
      >
        {(p) => <Textarea {...p} rows={3} value={text} maxLength={MAX.body} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label={t.channel} className="sm:w-56">
          {(p) => <Select {...p} value={channel} onValueChange={(v) => setChannel(v as MessageChannel)} options={options} />}
        </Field>
        <Button type="submit" loading={reply.isPending}>
          {channel === 'whatsapp' ? t.openWhatsapp : t.send}
        </Button>
      </div>
      {reply.error && <Alert variant="error">{errorMessage(reply.error)}</Alert>}
      {fallbackUrl && (
        <p className="text-sm">
          {t.whatsappReady}{' '}
          <a href={fallbackUrl} target="_blank" rel="noopener noreferrer" className={standaloneLinkClasses}>
            {t.openWhatsapp}
          </a>
        </p>
      )}
    </form>
  );
}
