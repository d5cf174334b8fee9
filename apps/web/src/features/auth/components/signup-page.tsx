import { PLAN_IDS, type PlanId } from '@atelier/shared';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { EMPTY_SIGNUP, SignupForm, toSignupBody, type SignupValues } from './signup-form';
import { SignupPlanStep } from './signup-plan-step';
import { inlineLinkClasses } from '@/components/ui/link-styles';

const asPlan = (v: string | null): PlanId | null => (PLAN_IDS as readonly string[]).includes(v ?? '') ? (v as PlanId) : null;

/**
 * Two steps, with the chosen plan in the URL (?plan=premium): browser back returns to the plan
 * step, and the landing page can link straight to step 2.
 */
export function SignupPage() {
  const [params, setParams] = useSearchParams();
  const plan = asPlan(params.get('plan'));
  const [lastPlan, setLastPlan] = useState<PlanId | null>(plan);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const signup = useAuthStore((s) => s.signup);
  const isLoading = useAuthStore((s) => s.isLoading);
  const navigate = useNavigate();

  const choose = (id: PlanId) => {
    setLastPlan(id);
    setParams({ plan: id });
  };

  const submit = async () => {
    if (!plan) return;
    await signup(toSignupBody(values, plan));
    void navigate(`/verify-otp?email=${encodeURIComponent(values.email.trim().toLowerCase())}`);
  };

  const footer = (
    <>
      Already have an account?{' '}
      <Link to="/login" className={inlineLinkClasses}>
        Log in
      </Link>
    </>
  );

  if (!plan) {
    return (
      <AuthShell title="Choose your plan" description="Step 1 of 2 · You can change plans at any time." wide footer={footer}>
        <SignupPlanStep selected={lastPlan} onChoose={choose} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Create your account" description="Step 2 of 2 · Tell us about you and your studio." footer={footer}>
      <SignupForm plan={plan} values={values} onChange={setValues} onSubmit={submit} submitting={isLoading} />
    </AuthShell>
  );
}
