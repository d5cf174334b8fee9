import { groupMessageBodySchema, type GroupMessageResult } from '@atelier/shared';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useMessageGroup } from '../api/groups-api';
import { groupMessages } from '../messages';
import { channelText, outcomeText } from './group-texts';

const FORM_ID = 'group-message-form';
const LIMITS_OF = maxLengthsOf(groupMessageBodySchema);
const OUTCOME_BADGE = { sent: 'success', whatsapp: 'accent', skipped: 'destructive' } as const;

/** What happened for each member: sent, a WhatsApp chat to open, or skipped and why (decision 160). */
function Outcomes({ result, onClose }: { result: GroupMessageResult; onClose: () => void }) {
  const t = useMessages(groupMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.messageTitle}
        description={t.sentSummary({ sent: result.sent, skipped: result.skipped })}
        footer={
          <Button onClick={onClose} data-autofocus>
            {t.close}
          </Button>
        }
      >
        <ul className="space-y-2" aria-label={t.resultsLabel} data-testid="message-outcomes">
          {result.members.map((m) => (
            <li key={m.memberId} className="flex flex-col gap-1 rounded-lg border border-border p-3" data-testid="message-outcome">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-words">{m.name}</span>
                <span className="flex items-center gap-1.5">
                  <Badge variant="outline">{channelText(t, m.channel)}</Badge>
                  <Badge variant={OUTCOME_BADGE[m.outcome]}>{outcomeText(t, m.outcome)}</Badge>
                </span>
              </div>
              {m.reason && <p className="text-sm text-muted-foreground">{m.reason}</p>}
              {m.whatsappUrl && (
                <a
                  href={m.whatsappUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-medium underline"
                >
                  <ExternalLink className="h-4 w-4" aria-hidden /> {t.whatsappTo({ name: m.name })}
                </a>
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

/** 'Message All' (decision 160): one text to every member by their own channel, within the studio's bounds. */
export function MessageDialog({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const t = useMessages(groupMessages);
  const form = useForm({ body: '' });
  const send = useMessageGroup(groupId);
  const [result, setResult] = useState<GroupMessageResult | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(validateBody(groupMessageBodySchema, { body: form.values.body }), async (body) =>
      setResult(await send.mutateAsync(body)),
    );
  };
  if (result) return <Outcomes result={result} onClose={onClose} />;
  return (
    <FormDialog
      title={t.messageTitle}
      description={t.messageDescription}
      formId={FORM_ID}
      submitLabel={t.send}
      isSaving={send.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t.message} error={form.errorOf('body')}>
          {(p) => (
            <Textarea
              {...p}
              value={form.values.body}
              onChange={form.text('body')}
              placeholder={t.messagePlaceholder}
              maxLength={LIMITS_OF.body}
              rows={5}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
