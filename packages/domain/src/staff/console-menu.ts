import { sideMenu, type MenuEntry, type MenuFacts } from '../menu';
import { financialReturnPaths } from '../reports/financial-return-paths';
import { staffPaths } from './staff-management-api';

/**
 * The console's entries for a staff member: the spec's side menu admin entries, with the
 * console's own pages beyond it (the licence's return right after the reports it is built
 * from, the staff page last). The side menu and the "not for your role" page both list these.
 */
export function consoleMenu(facts: MenuFacts): { admin: MenuEntry[]; player: MenuEntry[] } {
  const menu = sideMenu(facts);
  const permissions = facts.staffPermissions ?? [];
  if (permissions.includes('reports.read')) {
    const reporting = menu.admin.findIndex((entry) => entry.labelId === 'menu.reporting');
    menu.admin.splice(reporting + 1, 0, {
      labelId: 'staffMenu.financialReturn',
      to: financialReturnPaths.page,
    });
  }
  if (permissions.includes('staff.manage')) {
    menu.admin.push({ labelId: 'staffMenu.staff', to: staffPaths.staff });
  }
  return menu;
}
