import type { SubscriptionConfig } from '@atelier/shared';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useUpdatePaymentMethod } from '../api/subscriptions';
import { CardForm } from './card-form-fields';

export const cardDialogMessages = i18n('billing-card-dialog', {
  title: 'Change card',
  description: 'The new card pays your next renewals. Nothing is charged now.',
  save: 'Save card',
});

/** 'Change card': the card form, then PATCH /subscriptions/payment-method ('Payment method updated successfully'). */
export function CardDialog({ config, onClose }: { config: SubscriptionConfig; onClose: () => void }) {
  const t = useMessages(cardDialogMessages);
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const update = useUpdatePaymentMethod();
  return (
    <FormDialog title={t.title} description={t.description} formId={formId} submitLabel={t.save} isSaving={busy} onClose={onClose}>
      <CardForm
        formId={formId}
        config={config}
        onBusyChange={setBusy}
        onPaymentMethod={async (id) => (await update.mutateAsync(id), onClose())}
      />
    </FormDialog>
  );
}
