import { z } from 'zod';
import { calendarDate } from './dates.js';
import { emailSchema } from './auth.js';
import { LIMITS } from './limits.js';
import { hasAtMostTwoDecimals } from './money.js';
import { phoneCountrySchema } from './messaging.js';
import { PERMISSIONS, STUDIO_ROLES } from './permissions.js';
import { currencySchema, paperSizeSchema, timezoneSchema } from './settings.js';
import { text } from './text.js';

/**
 * A studio of several people (decision 072), its brand (073) and its API tokens (074): the shapes
 * both sides read. Enterprise only; a studio that leaves Enterprise keeps its members' records and
 * its members other than the owner lose access until it returns.
 */

export const TEAM_LIMITS = {
  /** People in one studio, the owner included: a school's class, never a script's. */
  members: 100,
  /** Invitations waiting at once. */
  pendingInvites: 50,
  /** Days an invitation link stays good. */
  inviteDays: 7,
  /** Personal API tokens a member holds at once. */
  tokensPerMember: 20,
  tokenName: 60,
  studioName: 120,
} as const;

export const studioRoleSchema = z.enum(STUDIO_ROLES, { error: 'Select owner, manager or staff' });
/** The roles an invitation or a role change may give: a studio has one owner. */
export const INVITABLE_ROLES = ['manager', 'staff'] as const;
export const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: 'Select manager or staff' });
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

/** What the signed-in user's answer tells about their studio, so the web shows only what the role opens. */
export const studioMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: studioRoleSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  /**
   * False for a member other than the owner while the studio is not on Enterprise (decision 072):
   * every studio call answers 403 FEATURE_NOT_AVAILABLE until the plan returns.
   */
  active: z.boolean(),
});
export type StudioMembership = z.infer<typeof studioMembershipSchema>;

export const teamMemberSchema = z.object({
  /** The member's user id: what `assigneeId` holds. */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.string(),
  role: studioRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const INVITE_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  status: z.enum(INVITE_STATUSES),
  invitedBy: z.string(),
  expiresAt: z.string(),
  /** When the last mail with the link went out (a resend moves it). */
  sentAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const createInviteBodySchema = z.strictObject({ email: emailSchema, role: invitableRoleSchema });
export type CreateInviteBody = z.input<typeof createInviteBodySchema>;
export const changeRoleBodySchema = z.strictObject({ role: invitableRoleSchema });

/** The invitation link's secret, as the join page sends it back. */
const inviteTokenSchema = text().trim().min(1, 'The invitation link is incomplete').max(200, 'The invitation link is not valid');
export const inviteLookupBodySchema = z.strictObject({ token: inviteTokenSchema });
/** Joining leaves the person's own studio, which must be empty: they say so first (decision 072). */
export const acceptInviteBodySchema = z.strictObject({
  token: inviteTokenSchema,
  leaveCurrentStudio: z.literal(true, { error: 'Confirm that you leave your current studio' }),
});

/** What the join page shows before anyone signs in: enough to decide, nothing more. */
export const invitePreviewSchema = z.object({
  studioName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  expiresAt: z.string(),
});

/** The app's dark text colour (the light theme's --foreground in apps/web/src/index.css): what a brand colour may carry instead of white. */
export const BRAND_DARK_TEXT = '#1C1F23';
export const BRAND_LIGHT_TEXT = '#FFFFFF';
/** WCAG 2 AA for normal text: the least contrast a brand colour must reach with one of the two (decision 073). */
export const BRAND_MIN_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2 relative luminance of a #RRGGBB colour (sRGB channels linearised). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG 2 contrast ratio of two #RRGGBB colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour that reads on a brand colour: white or the app's dark text, whichever contrasts
 * more, or null when neither reaches 4.5:1 (a mid tone: the colour is refused, decision 073).
 */
export function brandTextColor(hex: string): typeof BRAND_LIGHT_TEXT | typeof BRAND_DARK_TEXT | null {
  if (!HEX_COLOR.test(hex)) return null;
  const light = contrastRatio(hex, BRAND_LIGHT_TEXT);
  const dark = contrastRatio(hex, BRAND_DARK_TEXT);
  if (Math.max(light, dark) < BRAND_MIN_CONTRAST) return null;
  return light >= dark ? BRAND_LIGHT_TEXT : BRAND_DARK_TEXT;
}

/** Why a mid tone is refused, as the field says it. */
export const BRAND_CONTRAST_MESSAGE =
  'This colour is too light to read white text on and too dark to read dark text on. Choose a darker or a lighter shade.';

/** A brand colour: #RRGGBB, readable with white or dark text at 4.5:1 (decision 073). */
export const brandColorSchema = text()
  .trim()
  .regex(HEX_COLOR, 'Use a colour like #7C3AED')
  .transform((v) => v.toUpperCase())
  .refine((v) => brandTextColor(v) !== null, BRAND_CONTRAST_MESSAGE);

/** The most a studio adds to its materials' cost on an invoice (decision 144): ten times the cost. */
export const MATERIALS_MARKUP_MAX_PERCENT = 1000;

/** The studio's own settings and brand: shared by every member, set by the owner or a manager. */
export const studioSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  currency: currencySchema,
  timezone: timezoneSchema,
  paperSize: paperSizeSchema,
  /** "" when the studio has none, or is not on Enterprise (the documents then carry the name alone). */
  brandColor: z.string(),
  /** The logo's address, "" when none (or not on Enterprise). */
  logoUrl: z.string(),
  /** True while the studio's plan includes branding (Enterprise). */
  branding: z.boolean(),
  /** ISO 3166 alpha-2: a client's phone number without +code is read in this country (decision 083); "" when not set. */
  phoneCountry: z.string(),
  /** When the owner or a manager confirmed the studio's conventions (decision 129); "" while never. */
  conventionsConfirmedAt: z.string(),
  /** Percent added to a project's materials on an invoice line (decision 144); null for a role that sees no prices. */
  materialsMarkupPercent: z.number().nullable(),
});
export type Studio = z.infer<typeof studioSchema>;

export const updateStudioBodySchema = z.strictObject({
  name: text()
    .trim()
    .min(1, 'Studio name is required')
    .max(TEAM_LIMITS.studioName, `Studio name must be at most ${TEAM_LIMITS.studioName} characters`)
    .optional(),
  address: text().trim().max(LIMITS.address, `Address must be at most ${LIMITS.address} characters`).optional(),
  currency: currencySchema.optional(),
  timezone: timezoneSchema.optional(),
  paperSize: paperSizeSchema.optional(),
  /** "" removes it. */
  brandColor: z.union([brandColorSchema, z.literal('')]).optional(),
  /** "" clears it. */
  phoneCountry: phoneCountrySchema.optional(),
  /** The studio's conventions are confirmed now (decision 129): the dashboard stops asking. */
  conventionsConfirmed: z.literal(true).optional(),
  /** Percent added to a project's materials on an invoice line (decision 144): 0 to 1000, at most 2 decimals. */
  materialsMarkupPercent: z
    .number({ error: 'Markup must be a number' })
    .min(0, 'Markup cannot be negative')
    .max(MATERIALS_MARKUP_MAX_PERCENT, `Markup must be at most ${MATERIALS_MARKUP_MAX_PERCENT}%`)
    .refine(hasAtMostTwoDecimals, 'Markup can have at most 2 decimals')
    .optional(),
});
export type UpdateStudioBody = z.input<typeof updateStudioBodySchema>;

export const TOKEN_SCOPES = ['read', 'write'] as const;
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  /** The first characters of the secret, so a person can tell their tokens apart. */
  prefix: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whose it is: it acts with this member's current role (decisions 074, 106). */
  member: z.object({ id: z.string(), name: z.string(), role: z.enum(STUDIO_ROLES) }),
  /** When the member's role last changed, if after the token was made: it has acted with `member.role` since. */
  roleChangedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createTokenBodySchema = z.strictObject({
  name: text().trim().min(1, 'Name is required').max(TEAM_LIMITS.tokenName, `Name must be at most ${TEAM_LIMITS.tokenName} characters`),
  scope: z.enum(TOKEN_SCOPES, { error: 'Select read-only or read and write' }),
  /** A calendar day (YYYY-MM-DD) the token works through, in the studio's zone; null never expires. */
  expiresOn: calendarDate('Use a date like 2027-01-31').nullable().default(null),
});
export type CreateTokenBody = z.input<typeof createTokenBodySchema>;
