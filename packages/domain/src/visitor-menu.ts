import type { MenuEntry } from './menu';
import { paths } from './paths';

/**
 * The side menu of a signed-out visitor: only the open pages of the route table (spec §2),
 * and the way in. Player entries would only bounce to /login; Log Out has nothing to end.
 */
export function visitorMenu(): MenuEntry[] {
  return [
    { labelId: 'menu.signIn', to: paths.login },
    { labelId: 'menu.gameIntro', to: paths.game.intro },
    { labelId: 'menu.websiteTermsOfUse', to: paths.game.termsOfService },
    { labelId: 'menu.gameRules', to: paths.game.gameRules },
    { labelId: 'menu.privacyPolicy', to: paths.game.privacyPolicy },
  ];
}
