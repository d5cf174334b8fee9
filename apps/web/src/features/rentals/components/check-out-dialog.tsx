import type { PaymentMethod, Rental } from '@atelier/shared';
import { Check, Circle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Field, FieldError } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { PaymentMethodSelect } from '@/components/ui/payment-method-select';
import { useMessages } from '@/lib/i18n/i18n';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useFormat } from '@/lib/use-format';
import { useCardDeposit, useCheckOutRental } from '../api/rentals-api';
import { rentalMessages } from '../messages';
import { CardDeposit } from './card-deposit';
import { TagScanner } from './tag-scanner';

const FORM_ID = 'rental-check-out';

/**
 * 'Check out' (decision 223): each piece of the rental ticked off as its tag is scanned or typed; a
 * tag not on the rental is said at once; the server refuses a check-out that leaves a piece out,
 * naming it. The deposit is taken as they go out, the counter saying how (decision 227).
 */
export function CheckOutDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const t = useMessages(rentalMessages);
  const [codes, setCodes] = useState<string[]>([]);
  const [stray, setStray] = useState<string | null>(null);
  const [depositMethod, setDepositMethod] = useState<PaymentMethod | ''>('');
  const format = useFormat();
  // Taken before the dialog opened, or paid online while it is open (decision 229).
  const card = useCardDeposit(rental.id);
  const taken = rental.depositTaken ?? card.paid;
  const errors = useFieldErrors();
  const checkOut = useCheckOutRental();
  const onRental = new Set(rental.lines.map((l) => l.piece.code));

  const read = (code: string) => {
    setStray(onRental.has(code) ? null : code);
    if (onRental.has(code) && !codes.includes(code)) setCodes((c) => [...c, code]);
    errors.clear('codes');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await errors.submit({ ok: true, body: { codes, ...(depositMethod && !taken ? { depositMethod } : {}) } }, (body) =>
      checkOut.mutateAsync({ id: rental.id, body }),
    );
    if (saved) onClose();
  };
  const refused = errors.errors.codes ?? Object.entries(errors.errors).find(([path]) => path.startsWith('codes.'))?.[1];

  return (
    <FormDialog
      title={t.checkOutTitle}
      description={t.checkOutDescription({ name: rental.client.name })}
      formId={FORM_ID}
      submitLabel={t.checkOutShort}
      isSaving={checkOut.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <TagScanner onCode={read} />
        {stray && (
          <p role="alert" className="text-sm text-destructive">
            {t.notOnRental({ code: stray })}
          </p>
        )}
        <ul className="space-y-1" aria-live="polite">
          {rental.lines.map((line) => {
            const scanned = codes.includes(line.piece.code);
            return (
              <li key={line.id} className="flex items-center gap-2 text-sm">
                {scanned ? (
                  <Check className="h-4 w-4 text-primary" aria-hidden />
                ) : (
                  <Circle className="h-4 w-4 text-muted-foreground" aria-hidden />
                )}
                <span className="font-mono">{line.piece.code}</span>
                <span className="break-words">
                  {line.piece.style.name}
                  {line.piece.size && ` · ${line.piece.size}`}
                </span>
                <span className="ms-auto text-xs text-muted-foreground">{scanned ? t.scanned : t.notScanned}</span>
              </li>
            );
          })}
        </ul>
        {refused && <FieldError>{refused}</FieldError>}
        {taken?.online && <p className="text-sm">{t.depositPaidOnline({ amount: format.money(rental.deposit) })}</p>}
        {rental.deposit > 0 && !taken && (
          <>
            <Field
              label={t.depositMethod}
              hint={t.depositToTake({ amount: format.money(rental.deposit) })}
              error={errors.errors.depositMethod}
            >
              {(p) => (
                <PaymentMethodSelect
                  {...p}
                  value={depositMethod}
                  onValueChange={(m) => {
                    setDepositMethod(m);
                    errors.clear('depositMethod');
                  }}
                />
              )}
            </Field>
            <CardDeposit card={card} />
          </>
        )}
      </form>
    </FormDialog>
  );
}
