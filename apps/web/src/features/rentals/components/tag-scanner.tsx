import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CameraReader } from '@/features/garments';
import { useMessages } from '@/lib/i18n/i18n';
import { rentalMessages } from '../messages';

/** What people type or a scan reads, as codes are written (the server reads it the same way). */
export const normalTag = (code: string) => code.trim().toUpperCase();

/**
 * A tag read at the counter (decision 223): by the camera, a photo of it, or its code typed. Each
 * code read is handed on; the field is emptied for the next one.
 */
export function TagScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useMessages(rentalMessages);
  const [typed, setTyped] = useState('');
  // Enter in the field adds the code rather than submitting the dialog's form.
  const add = (e: { preventDefault: () => void; stopPropagation: () => void }) => {
    e.preventDefault();
    e.stopPropagation();
    if (!typed.trim()) return;
    onCode(normalTag(typed));
    setTyped('');
  };
  return (
    <div className="space-y-3">
      <CameraReader onCode={(code) => onCode(normalTag(code))} />
      <div className="flex items-end gap-2">
        <Field label={t.typeCode} hint={t.typeCodeHint} className="flex-1">
          {(control) => (
            <Input
              {...control}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') add(e);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
            />
          )}
        </Field>
        <Button type="button" size="lg" variant="outline" onClick={add}>
          {t.addCode}
        </Button>
      </div>
    </div>
  );
}
