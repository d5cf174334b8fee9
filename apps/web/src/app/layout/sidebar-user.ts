import type { User } from '@atelier/shared';

type SidebarUser = Pick<User, 'firstName' | 'lastName' | 'email' | 'isAdmin' | 'plan'> | null | undefined;

/** Spec section 2, sidebar: first and last name, else email, else 'Guest User'. */
export function sidebarDisplayName(user: SidebarUser): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user?.email?.trim() || 'Guest User';
}

/** 'Admin' for admins, else the capitalised plan plus ' Plan', else 'Basic User'. */
export function sidebarPlanLabel(user: SidebarUser): string {
  if (user?.isAdmin) return 'Admin';
  const plan = user?.plan?.trim();
  if (plan) return `${plan.charAt(0).toUpperCase()}${plan.slice(1)} Plan`;
  return 'Basic User';
}

/** Up to two initials for the avatar fallback. */
export function sidebarInitials(user: SidebarUser): string {
  const first = user?.firstName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}` || user?.email?.trim().charAt(0) || 'G';
  return initials.toUpperCase();
}
