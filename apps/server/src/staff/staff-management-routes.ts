import { currentGameZone } from '../organizations/organization-zone';
import {
  staffInvitationAcceptedSchema,
  staffInvitationAcceptSchema,
  staffInvitationDetailsSchema,
  staffInvitationRevokeSchema,
  staffInviteSchema,
  staffListSchema,
  staffRemoveSchema,
  staffRoleChangeSchema,
} from '@charity/domain/staff/staff-management-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccountById } from '../accounts/account.repository';
import { adminErrorResponses } from '../auth/admin';
import { callerOf } from '../auth/authentication';
import { errorResponses } from '../errors/error-responses';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { organizationIdParams } from '../organizations/organization-id-params';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import { organizationTexts } from '../translations/organization-texts';
import { readerLanguage } from '../translations/reader-language';
import { staffOf } from './staff-access';
import { staffInvitationMail } from './staff-invitation-mail';
import {
  acceptInvitation,
  changeStaffRole,
  createInvitation,
  invitationDetails,
  listStaff,
  removeStaffMember,
  revokeInvitation,
} from './staff-management';

const responses = { ...adminErrorResponses, ...errorResponses };
const done = z.object({ Done: z.literal(true) });

/** Staff management (issue 27): the owner lists, invites, changes and removes staff. */
export const staffManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/for-organization/:organizationId',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: 'The staff members and the invitations still waiting',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: staffListSchema, ...responses },
      },
    },
    async (request) => listStaff(app.db, request.params.organizationId),
  );

  app.post(
    '/invite',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: 'Invites someone by e-mail to join the staff with a role (link good for 7 days)',
        security: [{ bearer: [] }],
        body: staffInviteSchema,
        response: { 201: z.object({ Id: z.string(), ExpiresAt: z.string() }), ...responses },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { Email, Role, Language } = request.body;
      const invitation = await createInvitation(app.db, actor, Email, Role);
      const inviter = await findAccountById(app.db, actor.organizationId, actor.accountId);
      const timeZone = await currentGameZone(app.db, actor.organizationId);
      await sendBrandedMail(app, {
        organizationId: actor.organizationId,
        to: Email,
        locale: Language,
        content: (branding) =>
          staffInvitationMail(
            {
              inviter: inviter ? `${inviter.first_name} ${inviter.last_name}` : branding.name,
              role: Role,
              token: invitation.token,
              expiresAt: invitation.expiresAt,
              timeZone,
            },
            branding,
            Language,
          ),
      });
      return reply
        .code(201)
        .send({ Id: invitation.id, ExpiresAt: invitation.expiresAt.toISOString() });
    },
  );

  app.post(
    '/invitation/revoke',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: 'Withdraws an invitation that was not accepted yet',
        security: [{ bearer: [] }],
        body: staffInvitationRevokeSchema,
        response: { 200: done, ...responses },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, staffOf(request), request.body.InvitationId);
      return { Done: true as const };
    },
  );

  app.post(
    '/role',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: "Changes a member's role (the last owner stays owner; no one raises their own)",
        security: [{ bearer: [] }],
        body: staffRoleChangeSchema,
        response: { 200: staffInvitationAcceptedSchema, ...responses },
      },
    },
    async (request) => ({
      Role: await changeStaffRole(
        app.db,
        staffOf(request),
        request.body.AccountId,
        request.body.Role,
      ),
    }),
  );

  app.post(
    '/remove',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary:
          'Removes a member from the staff; the account stays, as a player (not the last owner)',
        security: [{ bearer: [] }],
        body: staffRemoveSchema,
        response: { 200: done, ...responses },
      },
    },
    async (request) => {
      await removeStaffMember(app.db, staffOf(request), request.body.AccountId);
      return { Done: true as const };
    },
  );

  app.post(
    '/invitation/accept',
    {
      schema: {
        tags: ['staff'],
        summary:
          'The signed-in account accepts the invitation sent to its address and joins the staff',
        security: [{ bearer: [] }],
        body: staffInvitationAcceptSchema,
        response: { 200: staffInvitationAcceptedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const role = await acceptInvitation(
        app.db,
        caller.organizationId,
        caller.playerId,
        request.body.Token,
      );
      return { Role: role };
    },
  );
};

/**
 * The invitation page's own call, before anyone signs in: which organization invites, as
 * which role, the address, and until when (on the organization's clock). Only for a token
 * still usable on this site; otherwise the refusal the acceptance would give, and no more.
 */
export const staffInvitationPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitation/details',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['staff'],
        summary: "What an invitation's link offers: the organization, the role and the end",
        body: staffInvitationAcceptSchema,
        response: { 200: staffInvitationDetailsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const organization = await resolveOrganizationByHost(
        app.db,
        request.host,
        app.env.DEFAULT_ORGANIZATION,
      );
      const invitation = await invitationDetails(app.db, organization.id, request.body.Token);
      return {
        Organization: organizationTexts(organization, await readerLanguage(request)).name,
        Role: invitation.role,
        Email: invitation.email,
        ExpiresAt: invitation.expires_at.toISOString(),
        TimeZone: await currentGameZone(app.db, organization.id),
      };
    },
  );
};
