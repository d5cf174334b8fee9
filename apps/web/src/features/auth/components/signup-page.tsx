import { PLAN_IDS, type PlanId, type SignupBody } from '@atelier/shared';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { EMPTY_SIGNUP, SignupForm, type SignupValues } from './signup-form';
import { SignupPlanStep } from './signup-plan-step';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';

export const messages = i18n('signup', {
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  choosePlan: 'Choose your plan',
  step1: 'Step 1 of 2 · You can change plans at any time.',
  createAccount: 'Create your account',
  step2: 'Step 2 of 2 · Tell us about you and your studio.',
});

const asPlan = (v: string | null): PlanId | null => ((PLAN_IDS as readonly string[]).includes(v ?? '') ? (v as PlanId) : null);

/**
 * Two steps, with the chosen plan in the URL (?plan=premium): browser back returns to the plan
 * step, and the landing page can link straight to step 2.
 */
export function SignupPage() {
  const [params, setParams] = useSearchParams();
  const plan = asPlan(params.get('plan'));
  const [lastPlan, setLastPlan] = useState<PlanId | null>(plan);
  // Kept here, above both steps, so going back to the plans and on again keeps what was typed.
  const form = useForm<SignupValues>(EMPTY_SIGNUP);
  const signup = useAuthStore((s) => s.signup);
  const isLoading = useAuthStore((s) => s.isLoading);
  const navigate = useNavigate();
  const t = useMessages(messages);

  const choose = (id: PlanId) => {
    setLastPlan(id);
    setParams({ plan: id });
  };

  const submit = async (body: SignupBody) => {
    await signup(body);
    void navigate(`/verify-otp?email=${encodeURIComponent(body.email.trim().toLowerCase())}`);
  };

  const footer = (
    <>
      {t.haveAccount}{' '}
      <Link to="/login" className={inlineLinkClasses}>
        {t.logIn}
      </Link>
    </>
  );

  if (!plan) {
    return (
      <AuthShell title={t.choosePlan} description={t.step1} wide footer={footer}>
        <SignupPlanStep selected={lastPlan} onChoose={choose} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t.createAccount} description={t.step2} footer={footer}>
      <SignupForm plan={plan} form={form} onSubmit={submit} submitting={isLoading} />
    </AuthShell>
  );
}
