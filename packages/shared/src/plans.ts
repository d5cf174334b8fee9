export const PLAN_IDS = ['free', 'premium', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanFeature = { name: string; included: boolean };

export type PlanDefinition = {
  id: PlanId;
  name: string;
  price: number;
  period: string;
  description: string;
  features: PlanFeature[];
  limitations: string[];
  cta: string;
  popular: boolean;
  /** null = unlimited. Enforced by the server's plan rules (decision 013). */
  limits: { clients: number | null; projects: number | null; aiGenerationsPerMonth: number | null; storageBytes: number };
  trialDays: number;
};

export const TRIAL_DAYS = 14;

/** Storage sizes in bytes (100MB, 10GB, 100GB). */
const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The three plans; the landing page, signup and pricing all render these. */
export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'forever',
    description: 'For independent tailors getting started.',
    features: [
      { name: 'Up to 3 clients', included: true },
      { name: 'Up to 5 projects', included: true },
      { name: 'Basic measurements', included: true },
      { name: 'Simple pattern designer', included: true },
      { name: '5 pattern generations per month', included: true },
      { name: 'Email support', included: true },
      { name: 'CSV export', included: true },
      { name: 'Calendar', included: false },
      { name: 'Invoices', included: false },
      { name: 'Analytics', included: false },
    ],
    limitations: ['100MB storage', '5 design templates', 'Watermark on patterns', 'No client portal'],
    cta: 'Start Free',
    popular: false,
    limits: { clients: 3, projects: 5, aiGenerationsPerMonth: 5, storageBytes: 100 * MB },
    trialDays: 0,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 6,
    period: 'month',
    description: 'For busy studios that run every order through Atelier.',
    features: [
      { name: 'Unlimited clients and projects', included: true },
      { name: 'Advanced measurement templates', included: true },
      { name: 'Professional pattern designer', included: true },
      { name: 'Unlimited pattern generations', included: true },
      { name: 'Calendar scheduling', included: true },
      { name: 'Invoices and payment tracking', included: true },
      { name: 'Analytics', included: true },
      { name: 'Client portal', included: true },
      { name: 'Priority support', included: true },
      { name: 'Team collaboration', included: false },
    ],
    limitations: ['10GB storage', 'Every design template'],
    cta: 'Start Free Trial',
    popular: true,
    limits: { clients: null, projects: null, aiGenerationsPerMonth: null, storageBytes: 10 * GB },
    trialDays: TRIAL_DAYS,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 11,
    period: 'month',
    description: 'For boutiques, costume departments and schools with a team.',
    features: [
      { name: 'Everything in Premium', included: true },
      { name: 'Team collaboration', included: true },
      { name: 'Custom branding', included: true },
      { name: 'API access', included: true },
      { name: 'Advanced analytics', included: true },
      { name: 'Full and custom pattern library', included: true },
      { name: 'Dedicated support', included: true },
    ],
    limitations: ['100GB storage', 'Every design template'],
    cta: 'Start Free Trial',
    popular: false,
    limits: { clients: null, projects: null, aiGenerationsPerMonth: null, storageBytes: 100 * GB },
    trialDays: TRIAL_DAYS,
  },
];

/**
 * SMS a studio may send its clients in a calendar month (UTC) through Atelier (decision 083),
 * beside the PLANS so the pricing page can show them. Free sends none: email and SMS to clients
 * need a paid plan; WhatsApp links, opened on the tailor's own phone, work on every plan.
 */
export const SMS_PER_MONTH: Record<PlanId, number> = { free: 0, premium: 100, enterprise: 1000 };

export function getPlan(id: PlanId): PlanDefinition {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Feature comparison table by category (landing and pricing pages). */
export const PLAN_COMPARISON: readonly {
  category: string;
  rows: { feature: string; free: string | boolean; premium: string | boolean; enterprise: string | boolean }[];
}[] = [
  {
    category: 'Clients and projects',
    rows: [
      { feature: 'Clients', free: 'Up to 3', premium: 'Unlimited', enterprise: 'Unlimited' },
      { feature: 'Projects', free: 'Up to 5', premium: 'Unlimited', enterprise: 'Unlimited' },
      { feature: 'Measurements', free: 'Basic', premium: 'Advanced templates', enterprise: 'Advanced templates' },
      { feature: 'Client portal', free: false, premium: true, enterprise: true },
    ],
  },
  {
    category: 'Design',
    rows: [
      { feature: 'Pattern designer', free: 'Simple', premium: 'Professional', enterprise: 'Professional' },
      { feature: 'Pattern generations', free: '5 per month', premium: 'Unlimited', enterprise: 'Unlimited' },
      { feature: 'Design templates', free: '5', premium: '50+', enterprise: '100+' },
      { feature: 'Watermark-free patterns', free: false, premium: true, enterprise: true },
    ],
  },
  {
    category: 'Business',
    rows: [
      { feature: 'Calendar', free: false, premium: true, enterprise: true },
      { feature: 'Invoices and payment tracking', free: false, premium: true, enterprise: true },
      { feature: 'Analytics', free: false, premium: true, enterprise: 'Advanced' },
      { feature: 'Team collaboration', free: false, premium: false, enterprise: true },
      { feature: 'Custom branding', free: false, premium: false, enterprise: true },
    ],
  },
  {
    category: 'Support and storage',
    rows: [
      { feature: 'Storage', free: '100MB', premium: '10GB', enterprise: '100GB' },
      { feature: 'Support', free: 'Email', premium: 'Priority', enterprise: 'Dedicated' },
    ],
  },
];

export const PRICING_FAQ: readonly { q: string; a: string }[] = [
  { q: 'Is there a free trial?', a: 'Premium and Enterprise start with a 14-day trial. No card is required.' },
  { q: 'Can I cancel anytime?', a: 'Yes. You keep access until the end of the billing period you paid for.' },
  { q: 'What happens when I downgrade?', a: 'Your data is kept. Records above the new plan’s limits become read-only.' },
  { q: 'When does an upgrade take effect?', a: 'Immediately, with every feature of the new plan.' },
  { q: 'Is there annual billing?', a: 'Yes. Paying yearly saves 20%, that is two months free.' },
  { q: 'How can I pay?', a: 'With all major cards, and with PayPal for monthly subscriptions.' },
];
