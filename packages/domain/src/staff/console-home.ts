import { paths } from '../paths';
import { staffPaths } from './staff-management-api';
import type { StaffPermission } from './staff-roles';

/** The console's first page for a role, by what it allows (owners and managers: the games). */
const homes: ReadonlyArray<readonly [StaffPermission, string]> = [
  ['games.edit', paths.admin.games],
  ['reports.read', paths.admin.reports],
  ['players.read', paths.admin.support],
  ['setup.read', paths.admin.organization],
  ['staff.manage', staffPaths.staff],
];

/** Where a staff member lands after sign-in: the console, not the player's dashboard. */
export function consoleHome(permissions: readonly StaffPermission[]): string {
  return (
    homes.find(([permission]) => permissions.includes(permission))?.[1] ?? paths.game.dashboard
  );
}
