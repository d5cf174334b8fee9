import type { BookingSlot, PublicBooking, PublicBookingPage } from '@atelier/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { moneyText } from './book-money';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import type { PublicFailure } from '@/lib/public-api';
import type { KeptBooking, PublicBookingApi } from '../api/public-booking-api';
import { bookMessages } from './book-messages';
import { bookingFormFrom, toBookingBody, type BookingFormError, type BookingFormValues } from './book-form';
import { clientTimeZone, momentLabel, slotTime, dayLabel, dayIn } from './slot-days';

type AppointmentType = PublicBookingPage['appointmentTypes'][number];
type Field = 'name' | 'email' | 'phone' | 'acceptTerms';
/** The fields that show their own error under them. */
const SHOWN: readonly string[] = ['name', 'email', 'phone', 'acceptTerms'];
const ERROR_TEXT: Record<
  BookingFormError,
  keyof Pick<
    ReturnType<typeof bookMessages.get>,
    'nameRequired' | 'emailOrPhoneMissing' | 'emailInvalid' | 'phoneInvalid' | 'termsRequired'
  >
> = {
  nameRequired: 'nameRequired',
  emailOrPhone: 'emailOrPhoneMissing',
  emailInvalid: 'emailInvalid',
  phoneInvalid: 'phoneInvalid',
  termsRequired: 'termsRequired',
};

/**
 * The client's details, the studio's terms and consent, and 'Book' (decision 161). A time taken a
 * moment before (409 SLOT_TAKEN) is said, with the next free times to pick instead; what was
 * typed stays. The server's field errors show under their fields.
 */
export function DetailsForm(props: {
  api: PublicBookingApi;
  page: PublicBookingPage;
  type: AppointmentType;
  slot: BookingSlot;
  onSlot: (slot: BookingSlot) => void;
  onBooked: (booking: KeptBooking, answer: PublicBooking) => void;
  /** Reads the page again: its terms or prices changed since it was drawn (decision 183). */
  onPageChanged: () => Promise<void>;
}) {
  const { api, page, type, slot } = props;
  const t = useMessages(bookMessages);
  const language = useLocale();
  const zone = clientTimeZone();
  const [values, setValues] = useState<BookingFormValues>(() =>
    bookingFormFrom(typeof window === 'undefined' ? '' : window.location.search),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<PublicFailure | null>(null);
  const [sending, setSending] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const set = (key: keyof BookingFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const money = (amount: number) => moneyText(amount, page.studio.currency, language);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = toBookingBody(values, {
      typeId: type.id,
      start: slot.start,
      memberId: slot.memberId,
      language,
      documentSha256: type.documentSha256,
    });
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, t[ERROR_TEXT[v]]])));
      const first = (['name', 'email', 'phone', 'acceptTerms'] as const).find((k) => k in checked.errors);
      document.getElementById(`book-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const answer = await api.create(checked.body);
    setSending(false);
    if (answer.ok) return props.onBooked({ id: answer.data.booking.id, key: answer.data.key }, answer.data.booking);
    if (answer.kind === 'changed') {
      // The new terms are shown in place of the old ones; agreeing to them is ticked again.
      await props.onPageChanged();
      setValues((v) => ({ ...v, acceptTerms: false }));
    }
    if (answer.kind === 'invalid' && answer.errors)
      setErrors(Object.fromEntries(answer.errors.filter((f) => SHOWN.includes(f.field)).map((f) => [f.field, f.message])));
    setFailure(answer);
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  return (
    <section aria-labelledby="book-step-details" className="space-y-4">
      <h2 id="book-step-details" tabIndex={-1} className="text-lg font-semibold outline-none">
        {t.stepDetails}
      </h2>
      <p className="rounded-lg bg-muted p-3 text-sm font-medium" data-testid="book-chosen-time">
        {t.chosen({ type: type.name, when: momentLabel(slot.start, zone, language) })}
      </p>
      <div ref={failureRef} tabIndex={-1} className="outline-none">
        {failure && (
          <FailureText
            failure={failure}
            zone={zone}
            language={language}
            onSlot={(next) => {
              setFailure(null);
              props.onSlot(next);
            }}
          />
        )}
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-describedby="book-contact-hint">
        <TextField id="book-name" label={t.name} error={errors.name} value={values.name} onChange={set('name')} autoComplete="name" />
        <p id="book-contact-hint" className="text-sm text-muted-foreground">
          {t.emailOrPhone}
        </p>
        <TextField
          id="book-email"
          label={t.email}
          error={errors.email}
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
          type="email"
        />
        <TextField
          id="book-phone"
          label={t.phone}
          error={errors.phone}
          value={values.phone}
          onChange={set('phone')}
          autoComplete="tel"
          type="tel"
        />
        <Field label={t.note} optional>
          {(p) => <Textarea {...p} rows={3} value={values.note} onChange={set('note')} maxLength={2000} />}
        </Field>
        <Field label={t.groupCode} optional>
          {(p) => <Input {...p} value={values.groupCode} onChange={set('groupCode')} autoComplete="off" maxLength={32} />}
        </Field>
        {page.terms && (
          <div className="space-y-1">
            <h3 className="text-sm font-semibold">{t.termsTitle}</h3>
            <p className="rounded-lg border border-border p-3 text-sm whitespace-pre-line" data-testid="book-terms">
              {page.terms}
            </p>
          </div>
        )}
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              id="book-acceptTerms"
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
              checked={values.acceptTerms}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'book-acceptTerms-error' : undefined}
              onChange={(e) => setValues((v) => ({ ...v, acceptTerms: e.target.checked }))}
            />
            <span>{t.accept}</span>
          </label>
          {errors.acceptTerms && <FieldError id="book-acceptTerms-error">{errors.acceptTerms}</FieldError>}
        </div>
        <Button type="submit" className="w-full" loading={sending}>
          {type.deposit > 0 ? t.bookAndPay({ amount: money(type.deposit) }) : t.book}
        </Button>
      </form>
    </section>
  );
}

function TextField(props: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  autoComplete: string;
  type?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <Input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={props.onChange}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error && <FieldError id={errorId}>{props.error}</FieldError>}
    </div>
  );
}

function FailureText({
  failure,
  onSlot,
  zone,
  language,
}: {
  failure: PublicFailure;
  onSlot: (slot: BookingSlot) => void;
  zone: string;
  language: string;
}) {
  const t = useMessages(bookMessages);
  if (failure.kind === 'taken') {
    const alternatives = failure.alternatives ?? [];
    return (
      <Alert variant="error" title={t.takenTitle}>
        <p>{alternatives.length > 0 ? t.takenText : t.takenNone}</p>
        {alternatives.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="book-alternatives">
            {alternatives.map((s) => (
              <li key={s.start}>
                <Button size="sm" variant="outline" onClick={() => onSlot(s)}>
                  {`${dayLabel(dayIn(s.start, zone), language)} ${slotTime(s.start, zone, language)}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Alert>
    );
  }
  if (failure.kind === 'invalid') {
    // The fields above show their own; anything else the server refused is said here.
    const others = (failure.errors ?? []).filter((f) => !SHOWN.includes(f.field));
    return others.length > 0 ? <Alert variant="error">{others.map((f) => f.message).join(' ')}</Alert> : null;
  }
  const text =
    failure.kind === 'changed'
      ? t.termsChanged
      : failure.kind === 'full'
        ? t.dayFull
        : failure.kind === 'rate'
          ? t.rateText({ seconds: failure.retryAfter ?? 60 })
          : t.sendFailed;
  return <Alert variant="error">{text}</Alert>;
}
