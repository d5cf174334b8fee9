import { FEATURE_PLANS, getPlan, PLAN_IDS, type GatedFeature, type PlanId, type User } from '@atelier/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { sampleUser } from '@/test/sample-user';
import { textKey, titleKey, UPGRADE_TEXTS, upgradeTexts } from '../upgrade-texts';
import { PlanGate } from './plan-gate';

const FEATURES = Object.keys(FEATURE_PLANS) as GatedFeature[];
const plansWith = (feature: GatedFeature): readonly PlanId[] => FEATURE_PLANS[feature];
const userOn = (plan: PlanId): User => sampleUser({ plan, isSubActive: true });

/** The gate inside the app layout's outlet context, which is where the session user is read. */
function renderGate(user: User, feature: GatedFeature) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <MemoryRouter>
      <Routes>
        <Route element={<Outlet context={session} />}>
          <Route
            index
            element={
              <PlanGate feature={feature}>
                <p>The {feature} screen</p>
              </PlanGate>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  act(() => setLanguage(undefined));
});

describe('the upgrade texts (decision 195)', () => {
  it('has a title naming the plans and a text for every gated feature (the catalogue test holds every language to them)', () => {
    const report: string[] = [];
    for (const feature of FEATURES) {
      const { title, text } = UPGRADE_TEXTS[feature];
      if (!title.includes('{plans}')) report.push(`${feature}: the title does not name {plans}`);
      if (!text.trim()) report.push(`${feature}: no text`);
      if (!(titleKey(feature) in upgradeTexts.get()) || !(textKey(feature) in upgradeTexts.get()))
        report.push(`${feature}: not in the catalog`);
    }
    expect(report).toEqual([]);
  });
});

describe('the plan gate (decision 195)', () => {
  it.each(FEATURES)('shows the %s upgrade panel, naming the plans that include it, to a plan without it', (feature) => {
    const without = PLAN_IDS.find((plan) => !plansWith(feature).includes(plan));
    expect(without).toBeDefined();
    renderGate(userOn(without as PlanId), feature);
    const panel = screen.getByTestId(`${feature}-upgrade`);
    const plans = new Intl.ListFormat('en', { type: 'conjunction' }).format(plansWith(feature).map((id) => getPlan(id).name));
    const title = UPGRADE_TEXTS[feature].title.replace('{plans}', plans);
    expect(screen.getByRole('heading', { name: title }).closest('section')).toBe(panel);
    expect(panel.textContent).toContain(UPGRADE_TEXTS[feature].text);
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByText(`The ${feature} screen`)).toBeNull();
  });

  it.each(FEATURES)('shows the %s screen to every plan that includes it', (feature) => {
    for (const plan of plansWith(feature)) {
      renderGate(userOn(plan), feature);
      expect(screen.getByText(`The ${feature} screen`)).toBeTruthy();
      expect(screen.queryByTestId(`${feature}-upgrade`)).toBeNull();
      cleanup();
    }
  });

  it('treats a paid plan whose subscription lapsed as Free', () => {
    renderGate(sampleUser({ plan: 'enterprise', isSubActive: false }), 'quotes');
    expect(screen.getByTestId('quotes-upgrade')).toBeTruthy();
  });

  it('speaks French, with the plans’ French names', async () => {
    act(() => setLanguage('fr'));
    renderGate(userOn('premium'), 'team');
    expect(await screen.findByRole('heading', { name: 'Les équipes sont réservées à Entreprise.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les offres et les tarifs' })).toBeTruthy();
  });
});
