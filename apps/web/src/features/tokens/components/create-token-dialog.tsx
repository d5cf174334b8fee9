import { createTokenBodySchema, type ApiToken, type TOKEN_SCOPES } from '@atelier/shared';
import { Copy } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { copyText } from '@/lib/copy-text';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useCreateToken } from '../api/tokens-api';
import { tokensMessages } from './tokens-messages';

const FORM_ID = 'create-token-form';
type Scope = (typeof TOKEN_SCOPES)[number];

/** Name, access and an optional last day; the secret of the answer goes to `onCreated`, once. */
export function CreateTokenDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (secret: string, token: ApiToken) => void }) {
  const t = useMessages(tokensMessages);
  const form = useForm<{ name: string; scope: Scope; expiresOn: string }>({ name: '', scope: 'read', expiresOn: '' });
  const { values, set, text, errorOf } = form;
  const create = useCreateToken();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { name: values.name, scope: values.scope, expiresOn: values.expiresOn || null };
    await form.submit(validateBody(createTokenBodySchema, body), async (b) => {
      const { token, secret } = await create.mutateAsync(b);
      onCreated(secret, token);
    });
  };

  return (
    <FormDialog
      title={t.dialogTitle}
      description={t.dialogDescription}
      formId={FORM_ID}
      submitLabel={t.createSubmit}
      isSaving={create.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <Field label={t.name} error={errorOf('name')}>
          {(p) => <Input {...p} autoComplete="off" value={values.name} onChange={text('name')} />}
        </Field>
        <Field label={t.scope} error={errorOf('scope')}>
          {(p) => (
            <Select
              {...p}
              value={values.scope}
              onValueChange={(v) => set('scope', v as Scope)}
              options={[
                { value: 'read', label: t.read },
                { value: 'write', label: t.write },
              ]}
            />
          )}
        </Field>
        <Field label={t.expiresOn} hint={t.expiresOnHint} error={errorOf('expiresOn')} optional>
          {(p) => <Input {...p} type="date" value={values.expiresOn} onChange={text('expiresOn')} />}
        </Field>
      </form>
    </FormDialog>
  );
}

/**
 * The new token's secret, shown this once (decision 074): the server keeps only its hash, so the
 * dialog says plainly it will not be seen again, and offers the copy.
 */
export function TokenSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useMessages(tokensMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.secretTitle} description={t.secretDescription} footer={<Button onClick={onClose}>{t.done}</Button>}>
        <div className="space-y-3">
          <Field label={t.secretLabel}>
            {(p) => (
              <Input
                {...p}
                readOnly
                value={secret}
                className="font-mono"
                data-testid="token-secret"
                onFocus={(e) => e.currentTarget.select()}
              />
            )}
          </Field>
          <Button variant="outline" onClick={() => void copyText(secret, t)}>
            <Copy className="h-4 w-4" aria-hidden />
            {t.copy}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
