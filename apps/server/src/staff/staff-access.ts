import {
  roleAllows,
  type StaffPermission,
  type StaffRole,
} from '@charity/domain/staff/staff-roles';
import { staffCallPermission } from '@charity/domain/staff/staff-calls';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden } from '../auth/auth-errors';
import { callerOf } from '../auth/authentication';
import { idSchema } from '@charity/domain/api/ids';
import { findStaffRole } from './staff-role.repository';
import { englishOf, refusal } from '../refusals/refusal-catalogue';

export interface StaffMember {
  accountId: string;
  organizationId: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Marks a staff call: before its input is even validated, the caller must be a staff
     * member of the organization the call names (path `organizationId`, body or query
     * `OrganizationId`/`organizationId`, or else their own) whose role allows this.
     */
    staff?: StaffPermission;
  }
  interface FastifyInstance {
    /** Every staff call: method, url and permission (the access tests walk this list). */
    staffRoutes: StaffRoute[];
  }
  interface FastifyRequest {
    staff: StaffMember | null;
  }
}

export interface StaffRoute {
  method: string;
  url: string;
  permission: StaffPermission;
}

function fieldOf(source: unknown, ...names: string[]): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  for (const name of names) {
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

const isId = (value: string) => idSchema.safeParse(value).success;

/** The organization a staff call acts on, as the request names it. */
function targetOrganization(request: FastifyRequest, own: string): string {
  return (
    fieldOf(request.params, 'organizationId') ??
    fieldOf(request.body, 'OrganizationId') ??
    fieldOf(request.query, 'OrganizationId', 'organizationId') ??
    own
  );
}

export function installStaffAccess(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.decorate('staffRoutes', []);
  app.addHook('onRoute', (route) => {
    const permission = permissionOf(route);
    if (!permission) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.staffRoutes.push({ method, url: route.url, permission });
    }
    const guard = staffGuard(app, permission);
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
  });
}

/**
 * A route's permission: the domain's table of staff calls decides (the console shows its
 * controls by the same table); a route marked with another permission stops the start.
 */
function permissionOf(route: RouteOptions): StaffPermission | null {
  const marked = route.config?.staff ?? null;
  const listed = [route.method]
    .flat()
    .map((method) => staffCallPermission(method, route.url))
    .find((permission) => permission !== null);
  if (listed && marked && listed !== marked) {
    throw new Error(
      `${route.url} is marked ${marked} but STAFF_CALLS (packages/domain) says ${listed}`,
    );
  }
  return listed ?? marked;
}

/** A staff role's refusal in English, as a reader with no French reads it. */
export const STAFF_ROLE_REFUSAL = englishOf(refusal('staff.roleRefused'));

function staffGuard(app: FastifyInstance, permission: StaffPermission) {
  return async (request: FastifyRequest) => {
    if (!request.auth) await app.authenticate(request);
    const caller = callerOf(request);
    const target = targetOrganization(request, caller.organizationId);
    // A malformed id is left to input validation (400); a well-formed other one is refused.
    if (!caller.isAdmin || (isId(target) && target !== caller.organizationId)) {
      throw forbidden(refusal('staff.membersOnly'));
    }
    // The role is read on every call, not taken from the token: a changed role counts at once.
    const role = await findStaffRole(app.db, caller.organizationId, caller.playerId);
    if (role === null || !roleAllows(role, permission)) {
      // In words: a permission's key means nothing to the person reading the screen.
      throw forbidden(refusal('staff.roleRefused'));
    }
    request.staff = { accountId: caller.playerId, organizationId: caller.organizationId, role };
  };
}

/** The staff member of a call behind app.requireStaff. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw forbidden(refusal('staff.membersOnly'));
  return request.staff;
}
