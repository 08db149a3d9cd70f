import { currentGameZone } from '../organizations/organization-zone';
import {
  staffInvitationAcceptedSchema,
  staffInvitationAcceptSchema,
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
import { staffOf } from './staff-access';
import { staffInvitationMail } from './staff-invitation-mail';
import {
  acceptInvitation,
  changeStaffRole,
  createInvitation,
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
