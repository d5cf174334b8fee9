import type { User } from '@atelier/shared';

type SidebarUser = Pick<User, 'firstName' | 'lastName' | 'email' | 'isAdmin' | 'plan'> | null | undefined;

/** The words of the sidebar's user block; English by default (the original texts). */
export type SidebarUserTexts = {
  guest: string;
  admin: string;
  basicUser: string;
  plan: (p: { plan: string }) => string;
  /** Plan names by id in the current language; a plan without one is capitalised as it is. */
  planNames?: Partial<Record<string, string>>;
};

const ENGLISH: SidebarUserTexts = { guest: 'Guest User', admin: 'Admin', basicUser: 'Basic User', plan: ({ plan }) => `${plan} Plan` };

/** First and last name, else email, else 'Guest User'. */
export function sidebarDisplayName(user: SidebarUser, t: Pick<SidebarUserTexts, 'guest'> = ENGLISH): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user?.email?.trim() || t.guest;
}

/** 'Admin' for admins, else the capitalised plan plus ' Plan', else 'Basic User'. */
export function sidebarPlanLabel(user: SidebarUser, t: SidebarUserTexts = ENGLISH): string {
  if (user?.isAdmin) return t.admin;
  const plan = user?.plan?.trim();
  if (plan) return t.plan({ plan: t.planNames?.[plan] ?? `${plan.charAt(0).toUpperCase()}${plan.slice(1)}` });
  return t.basicUser;
}

/** Up to two initials for the avatar fallback. */
export function sidebarInitials(user: SidebarUser): string {
  const first = user?.firstName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}` || user?.email?.trim().charAt(0) || 'G';
  return initials.toUpperCase();
}
