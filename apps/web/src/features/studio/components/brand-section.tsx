import { PROFILE_IMAGE, type Studio } from '@atelier/shared';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { buttonVariants, Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { PlanUpgrade } from '@/features/billing';
import { cn } from '@/lib/cn';
import { brandContrast, isHexColor } from '@/lib/contrast';
import { handleError } from '@/lib/handle-error';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useRemoveLogo, useUpdateStudio, useUploadLogo } from '../api/studio-api';
import { precheckImage } from '@/features/account';
import { SettingsSection } from '@/components/layout/settings-section';
import { studioMessages } from './studio-messages';

type Texts = ReturnType<typeof studioMessages.get>;
const DEFAULT_PICK = '#7C3AED';

/** The colour: a picker and the same value as text, with the contrast it reaches shown as one types. */
function BrandColor({ studio, t }: { studio: Studio; t: Texts }) {
  const form = useForm({ brandColor: studio.brandColor });
  const value = form.values.brandColor;
  const update = useUpdateStudio();
  const contrast = brandContrast(value.trim());
  const language = useLocale();
  const pickerId = useId();

  const save = async (brandColor: string) => {
    // Sent unchecked: for a malformed colour the schema's union says only 'Invalid input', the
    // server names the field, so the server's words are the ones shown.
    const saved = await form.submit({ ok: true, body: { brandColor } }, (body) => update.mutateAsync(body));
    if (saved && brandColor === '') form.set('brandColor', '');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(value.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" data-testid="brand-color">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={pickerId} className="sr-only">
            {t.colorPicker}
          </label>
          <input
            id={pickerId}
            type="color"
            value={isHexColor(value) ? value.toLowerCase() : DEFAULT_PICK.toLowerCase()}
            onChange={(e) => form.set('brandColor', e.target.value.toUpperCase())}
            className="h-10 w-14 cursor-pointer rounded-lg border border-input bg-card p-1"
          />
        </div>
        <Field label={t.color} hint={t.colorHint} error={form.errorOf('brandColor')} className="min-w-48 flex-1">
          {(p) => <Input {...p} value={value} placeholder={DEFAULT_PICK} maxLength={7} onChange={form.text('brandColor')} />}
        </Field>
      </div>
      {contrast && (
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <span
            className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold"
            style={{ backgroundColor: value.trim(), color: contrast.text }}
          >
            {t.preview}
          </span>
          <p
            className={cn('text-sm', contrast.passes ? 'text-muted-foreground' : 'font-medium text-destructive')}
            data-testid="contrast-hint"
          >
            {(contrast.passes ? t.contrastGood : t.contrastBad)({
              ratio: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(contrast.ratio),
            })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending && update.variables?.brandColor !== ''}>
          {t.saveColor}
        </Button>
        {studio.brandColor && (
          <Button variant="outline" onClick={() => void save('')}>
            {t.removeColor}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The logo: the current one, an upload like the profile picture's (the server re-encodes it), removal. */
function BrandLogo({ studio, t }: { studio: Studio; t: Texts }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!precheckImage(file)) {
      setError(t.logoHint);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      setError(handleError(err, { silent: true }).message);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="brand-logo">
      <span className="flex h-20 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
        {studio.logoUrl ? (
          <img src={studio.logoUrl} alt={t.logoAlt} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-muted-foreground">{t.noLogo}</span>
        )}
      </span>
      <div className="space-y-1.5">
        <p className="text-sm font-medium">{t.logo}</p>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
              upload.isPending && 'pointer-events-none opacity-60',
            )}
          >
            {upload.isPending && <Spinner size="sm" />}
            {upload.isPending ? t.uploading : t.chooseLogo}
            <input
              id={inputId}
              type="file"
              accept={PROFILE_IMAGE.accept.join(',')}
              className="sr-only"
              disabled={upload.isPending}
              aria-describedby={`${inputId}-note`}
              aria-invalid={error ? true : undefined}
              onChange={(e) => void onChange(e)}
            />
          </label>
          {studio.logoUrl && (
            <Button variant="outline" size="sm" loading={remove.isPending} onClick={() => remove.mutate(undefined)}>
              {t.removeLogo}
            </Button>
          )}
        </div>
        <div id={`${inputId}-note`}>
          {error ? (
            <div role="alert">
              <FieldError>{error}</FieldError>
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">{t.logoHint}</p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The brand (decision 073): Enterprise only, the upgrade panel otherwise. */
export function BrandSection({ studio }: { studio: Studio }) {
  const t = useMessages(studioMessages);
  if (!studio.branding) {
    return <PlanUpgrade feature="branding" />;
  }
  return (
    <SettingsSection title={t.brandTitle} description={t.brandDescription}>
      <div className="space-y-6">
        <BrandColor studio={studio} t={t} />
        <BrandLogo studio={studio} t={t} />
      </div>
    </SettingsSection>
  );
}
