import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { offlineFieldNames, offlineMessages } from '@/lib/offline/offline-messages';
import { editChange } from '@/lib/offline/outbox-actions';
import type { QueuedChange } from '@/lib/offline/outbox';
import { changeFields, withValues } from './change-fields';
import { sizeInputProps } from '@/components/ui/size-input';

/** Corrects a refused change field by field, each beside the server's reason, and sends it again. */
export function ChangeEditor({ change, onClose }: { change: QueuedChange; onClose: () => void }) {
  const t = useMessages(offlineMessages);
  const names = useMessages(offlineFieldNames);
  const language = useLocale();
  const [fields, setFields] = useState(() => changeFields(change.body, names));
  const errors = new Map((change.error?.details ?? []).map((d) => [d.field, d.message]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await editChange(change.id, withValues(change.body, fields, language));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.editTitle} description={t.editDescription}>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <p className="font-medium">{change.label}</p>
          {fields.map((field, i) => (
            <Field key={field.path} label={field.label} error={errors.get(field.path)}>
              {(control) => (
                <Input
                  {...control}
                  {...(field.numeric ? sizeInputProps(!!field.size) : {})}
                  value={field.value}
                  onChange={(e) => setFields((all) => all.map((f, j) => (j === i ? { ...f, value: e.target.value } : f)))}
                />
              )}
            </Field>
          ))}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit">{t.save}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
