import { profileBodySchema, type UserProfile } from '@atelier/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useUpdateProfile } from '../api/account-api';
import { EmailChangeConfirm } from './email-change-confirm';
import { EmailProofField, emailProofMessages } from './email-proof-field';
import { ProfileImageField } from './profile-image-field';
import { SettingsSection } from '@/components/layout/settings-section';
import { emailChanged, profileFieldOf, profileToForm, proofFieldOf, toProfileBody, type ProfileFormValues } from './profile-form';

export const profileMessages = i18n('settings-profile', {
  title: 'Profile',
  description: 'How you appear in Atelier and how clients reach you.',
  fullName: 'Full name',
  fullNameHint: 'Your first name, a space, then your last name.',
  email: 'Email',
  emailHint: 'A new address applies once you enter the code we send to it.',
  businessName: 'Business name',
  phone: 'Phone',
  address: 'Address',
  bio: 'Bio',
  website: 'Website',
  websiteHint: 'A full address, such as https://example.com',
  optional: '(optional)',
  save: 'Save Profile',
});

const NAME_MAX = maxLengthsOf(profileBodySchema);
/** One field holds both names, split at the first space (profile-form.ts): each part's limit and the space. */
const FULL_NAME_MAX = (NAME_MAX.firstName ?? 0) + 1 + (NAME_MAX.lastName ?? 0);

/** Profile tab: the picture (its own part), then the details (PATCH /user/profile). */
export function ProfileTab({ profile }: { profile: UserProfile }) {
  const t = useMessages(profileMessages);
  const proofText = useMessages(emailProofMessages);
  const proofRef = useRef<HTMLInputElement>(null);
  // Errors are keyed by body field (firstName, email…); the form shows them on its own fields.
  const form = useForm<ProfileFormValues>(() => profileToForm(profile), { fieldOf: profileFieldOf });
  const { values, setValues, errorOf, text } = form;
  const update = useUpdateProfile();

  const changingEmail = emailChanged(values, profile.email);
  const proofError = errorOf('proof');
  // A missing or wrong proof moves focus to its field, where the error is read out with it.
  useEffect(() => {
    if (proofError) proofRef.current?.focus();
  }, [proofError]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (changingEmail && !values.proof) {
      return form.refuse({
        [proofFieldOf(profile.hasPassword)]: profile.hasPassword ? proofText.passwordRequired : proofText.codeRequired,
      });
    }
    await form.submit(toProfileBody(values, profile.email, profile.hasPassword), async (body) => {
      const { user } = await update.mutateAsync(body);
      // The answer is the truth: a changed email stays the old one until confirmed (decision 024).
      setValues(profileToForm(user));
    });
  };

  const optional = <span className="ms-1 font-normal text-muted-foreground">{t.optional}</span>;

  return (
    <div className="space-y-6">
      <ProfileImageField />
      <SettingsSection title={t.title} description={t.description}>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
          <Field label={t.fullName} hint={t.fullNameHint} error={errorOf('fullName')}>
            {(p) => <Input {...p} value={values.fullName} onChange={text('fullName')} autoComplete="name" maxLength={FULL_NAME_MAX} />}
          </Field>
          <Field label={t.email} hint={t.emailHint} error={errorOf('email')}>
            {(p) => <Input {...p} type="email" inputMode="email" value={values.email} onChange={text('email')} autoComplete="email" />}
          </Field>
          {changingEmail && (
            <EmailProofField
              hasPassword={profile.hasPassword}
              currentEmail={profile.email}
              value={values.proof}
              error={proofError}
              onChange={(proof) => form.set('proof', proof)}
              inputRef={proofRef}
            />
          )}
          <Field
            label={
              <>
                {t.businessName}
                {optional}
              </>
            }
            error={errorOf('businessName')}
          >
            {(p) => <Input {...p} value={values.businessName} onChange={text('businessName')} autoComplete="organization" />}
          </Field>
          <Field
            label={
              <>
                {t.phone}
                {optional}
              </>
            }
            error={errorOf('phone')}
          >
            {(p) => <Input {...p} type="tel" inputMode="tel" value={values.phone} onChange={text('phone')} autoComplete="tel" />}
          </Field>
          <Field
            label={
              <>
                {t.address}
                {optional}
              </>
            }
            error={errorOf('address')}
            className="sm:col-span-2"
          >
            {(p) => <Input {...p} value={values.address} onChange={text('address')} autoComplete="street-address" />}
          </Field>
          <Field
            label={
              <>
                {t.website}
                {optional}
              </>
            }
            hint={t.websiteHint}
            error={errorOf('website')}
            className="sm:col-span-2"
          >
            {(p) => <Input {...p} type="url" inputMode="url" value={values.website} onChange={text('website')} autoComplete="url" />}
          </Field>
          <Field
            label={
              <>
                {t.bio}
                {optional}
              </>
            }
            error={errorOf('bio')}
            className="sm:col-span-2"
          >
            {(p) => <Textarea {...p} value={values.bio} onChange={text('bio')} rows={4} />}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" loading={update.isPending}>
              {t.save}
            </Button>
          </div>
        </form>
        {profile.pendingEmail && <EmailChangeConfirm pendingEmail={profile.pendingEmail} />}
      </SettingsSection>
    </div>
  );
}
