import { z } from 'zod';
import { idSchema } from '../api/ids';
import { STAFF_ROLES } from './staff-roles';

/** The console's staff management page and the invitation link (issue 27). */
export const staffPaths = {
  /** The owner lists, invites, changes and removes staff. */
  staff: '/admin/staff',
  /** Where an invitation's link opens: sign in or sign up, then accept. */
  invitation: '/staff/invitation',
  /** What a staff member sees on a console page their role may not open. */
  notForRole: '/admin/not-for-your-role',
} as const;

/** An invitation's link is good for this long. */
export const STAFF_INVITATION_DAYS = 7;

const role = z.enum(STAFF_ROLES);

export const staffMemberSchema = z.object({
  AccountId: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Role: role,
});
export type StaffMemberRow = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  Id: z.string(),
  Email: z.string(),
  Role: role,
  InvitedAt: z.string(),
  ExpiresAt: z.string(),
  /** The name of the staff member who sent it, when still known. */
  InvitedBy: z.string().nullable(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET staff/for-organization/{organizationId}. */
export const staffListSchema = z.object({
  Members: z.array(staffMemberSchema),
  /** Invitations sent and neither accepted, revoked nor expired. */
  Invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** POST staff/invite. */
export const staffInviteSchema = z.object({
  OrganizationId: idSchema,
  Email: z.string().trim().max(254).pipe(z.email('must be an e-mail address')),
  Role: role,
  /** The language of the invitation's e-mail. */
  Language: z.enum(['en', 'fr']).default('en'),
});
export type StaffInviteInput = z.input<typeof staffInviteSchema>;

/** POST staff/role. */
export const staffRoleChangeSchema = z.object({
  OrganizationId: idSchema,
  AccountId: idSchema,
  Role: role,
});

/** POST staff/remove: the account stays, as a player. */
export const staffRemoveSchema = z.object({ OrganizationId: idSchema, AccountId: idSchema });

/** POST staff/invitation/revoke. */
export const staffInvitationRevokeSchema = z.object({
  OrganizationId: idSchema,
  InvitationId: idSchema,
});

/** POST staff/invitation/accept: by the signed-in account the invitation was sent to. */
export const staffInvitationAcceptSchema = z.object({ Token: z.string().min(20).max(200) });
export const staffInvitationAcceptedSchema = z.object({ Role: role });

/**
 * POST staff/invitation/details: what the invitation page says before anyone signs in (the
 * token proves the link was received). A forged, used, withdrawn or expired token, or one of
 * another organization's site, is refused without any of this.
 */
export const staffInvitationDetailsSchema = z.object({
  /** The inviting organization's name, in the reader's language. */
  Organization: z.string(),
  Role: role,
  /** The address it was sent to: the one to sign in or sign up with. */
  Email: z.string(),
  ExpiresAt: z.string(),
  /** The organization's (its game's) IANA zone: the end is read there. */
  TimeZone: z.string(),
});
export type StaffInvitationDetails = z.infer<typeof staffInvitationDetailsSchema>;
