// The pricing feature's public face: what other features and the app use (decision 119).
export { PlanCards, formatPlanPrice, messages } from './components/plan-cards';
export { PlanComparisonTable } from './components/plan-comparison-table';
export { PricingFaq } from './components/pricing-faq';
