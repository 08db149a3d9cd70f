import { staffMembershipSchema } from '@charity/domain/staff/staff-api';
import { permissionsOf } from '@charity/domain/staff/staff-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { forbidden } from '../auth/auth-errors';
import { callerOf } from '../auth/authentication';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { findStaffRole } from './staff-role.repository';

/** The signed-in staff member's role and permissions: the console shows entries by them. */
export const staffMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/membership/for-organization/:organizationId',
    {
      schema: {
        tags: ['staff'],
        summary: "The caller's staff role in the organization and what it allows",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: staffMembershipSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const role =
        caller.organizationId === request.params.organizationId
          ? await findStaffRole(app.db, caller.organizationId, caller.playerId)
          : null;
      if (role === null) throw forbidden('Only a staff member of this organization has a role.');
      void reply.header('cache-control', 'no-store');
      return { Role: role, Permissions: permissionsOf(role) };
    },
  );
};
