import { getPlan, isTimeZone, signupBodySchema, type PlanId, type SignupBody } from '@atelier/shared';
import { ArrowLeft } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { usePlanText } from '@/features/billing';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import type { FormState } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useBusinessTypeOptions } from './business-types';

export const messages = i18n('signup-form', {
  selectedPlan: 'Selected plan:',
  mostPopular: 'Most Popular',
  backToPlans: 'Back to Plans',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  password: 'Password',
  passwordHint: 'Must be at least 8 characters long',
  businessName: 'Business Name',
  businessType: 'Business Type',
  businessTypePlaceholder: 'Select your business type',
  agreeBefore: 'I agree to the',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  newsletter: 'Send me product updates and tailoring tips',
  submitFree: 'Create Account & Start Free',
  submitTrial: 'Create Account & Start Trial',
});

export type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  businessName: string;
  businessType: string;
  agreeToTerms: boolean;
  subscribeToNewsletter: boolean;
};

export const EMPTY_SIGNUP: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  businessName: '',
  businessType: '',
  agreeToTerms: false,
  // The newsletter box starts ticked.
  subscribeToNewsletter: true,
};

/** The browser's zone, sent so the new studio starts in it rather than in UTC (decision 129). */
function browserZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

export function toSignupBody(values: SignupValues, plan: PlanId, timezone = browserZone()): SignupBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    businessName: values.businessName,
    businessType: values.businessType as SignupBody['businessType'],
    agreeToTerms: values.agreeToTerms as true,
    subscribeToNewsletter: values.subscribeToNewsletter,
    selectedPlan: plan,
    roles: ['designer'],
    ...(timezone ? { timezone } : {}),
  };
}

/**
 * Step 2 of signup. Values live in the page, and 'Back to Plans' is a link to /signup on the same
 * route, so going back and forth keeps what was typed.
 */
export function SignupForm({
  plan,
  form: fields,
  onSubmit,
  submitting,
}: {
  plan: PlanId;
  form: FormState<SignupValues>;
  onSubmit: (body: SignupBody) => Promise<unknown>;
  submitting: boolean;
}) {
  const { values, set } = fields;
  const planDef = getPlan(plan);
  const t = useMessages(messages);
  const tp = usePlanText();
  const businessOptions = useBusinessTypeOptions();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.agreeToTerms) return;
    // The store toasts a refusal; its field errors go next to their fields.
    await fields.submit(validateBody(signupBodySchema, toSignupBody(values, plan)), onSubmit);
  };

  const text = (key: 'firstName' | 'lastName' | 'businessName', autoComplete: string) => (p: object) => (
    <Input {...p} name={key} autoComplete={autoComplete} value={values[key]} onChange={fields.text(key)} />
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted px-4 py-3 text-sm">
        <span>
          {t.selectedPlan} <strong>{tp(planDef.name)}</strong>
          {planDef.popular && (
            <Badge variant="accent" className="ms-2">
              {t.mostPopular}
            </Badge>
          )}
        </span>
        <Link to="/signup" className="inline-flex min-h-6 items-center gap-1 font-medium text-primary hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t.backToPlans}
        </Link>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.firstName} error={fields.errors.firstName}>
          {text('firstName', 'given-name')}
        </Field>
        <Field label={t.lastName} error={fields.errors.lastName}>
          {text('lastName', 'family-name')}
        </Field>
      </div>
      <Field label={t.email} error={fields.errors.email}>
        {(p) => <Input {...p} type="email" name="email" autoComplete="email" value={values.email} onChange={fields.text('email')} />}
      </Field>
      <Field label={t.password} hint={t.passwordHint} error={fields.errors.password}>
        {(p) => (
          <PasswordInput {...p} name="password" autoComplete="new-password" value={values.password} onChange={fields.text('password')} />
        )}
      </Field>
      <Field label={t.businessName} optional error={fields.errors.businessName}>
        {text('businessName', 'organization')}
      </Field>
      <Field label={t.businessType} error={fields.errors.businessType}>
        {(p) => (
          <Select
            {...p}
            value={values.businessType}
            onValueChange={(v) => set('businessType', v)}
            options={businessOptions}
            placeholder={t.businessTypePlaceholder}
          />
        )}
      </Field>

      <div className="space-y-3 pt-1">
        <div className="flex items-start gap-2.5">
          <Checkbox id="agree-terms" checked={values.agreeToTerms} onCheckedChange={(v) => set('agreeToTerms', v === true)} />
          <Label htmlFor="agree-terms" className="font-normal leading-snug">
            {t.agreeBefore}{' '}
            <Link to="/terms" target="_blank" className={inlineLinkClasses}>
              {t.terms}
            </Link>{' '}
            {t.and}{' '}
            <Link to="/privacy" target="_blank" className={inlineLinkClasses}>
              {t.privacy}
            </Link>
          </Label>
        </div>
        {fields.errors.agreeToTerms && <FieldError>{fields.errors.agreeToTerms}</FieldError>}
        <div className="flex items-start gap-2.5">
          <Checkbox
            id="newsletter"
            checked={values.subscribeToNewsletter}
            onCheckedChange={(v) => set('subscribeToNewsletter', v === true)}
          />
          <Label htmlFor="newsletter" className="font-normal leading-snug">
            {t.newsletter}
          </Label>
        </div>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={!values.agreeToTerms} loading={submitting}>
        {plan === 'free' ? t.submitFree : t.submitTrial}
      </Button>
    </form>
  );
}
