import { createInviteBodySchema, type InvitableRole } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useInvite } from '../api/team-api';
import { teamMessages } from './team-messages';

const FORM_ID = 'invite-form';

/** Invite a manager or staff by address (POST /team/invites); the dialog closes once the mail is sent. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(teamMessages);
  const form = useForm<{ email: string; role: InvitableRole }>({ email: '', role: 'staff' });
  const { values, set, text, errorOf } = form;
  const invite = useInvite();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sent = await form.submit(validateBody(createInviteBodySchema, values), (body) => invite.mutateAsync(body));
    if (sent) onClose();
  };

  return (
    <FormDialog
      title={t.dialogTitle}
      description={t.dialogDescription}
      formId={FORM_ID}
      submitLabel={t.send}
      isSaving={invite.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <Field label={t.email} error={errorOf('email')}>
          {(p) => <Input {...p} type="email" autoComplete="off" value={values.email} onChange={text('email')} />}
        </Field>
        <Field label={t.role} hint={values.role === 'manager' ? t.managerHint : t.staffHint} error={errorOf('role')}>
          {(p) => (
            <Select
              {...p}
              value={values.role}
              onValueChange={(v) => set('role', v as InvitableRole)}
              options={[
                { value: 'staff', label: t.staff },
                { value: 'manager', label: t.manager },
              ]}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
