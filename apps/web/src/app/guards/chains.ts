import { charityPledgesLoaded, playerRequirementsStep } from './player-steps';
import {
  admin,
  authenticated,
  browser,
  configLoaded,
  gameStarted,
  unauthenticated,
} from './session-steps';

/** The guard chains of spec §2's route groups; leaf routes add their own steps. */
export const open = [browser, configLoaded];
export const signedOutOnly = [...open, unauthenticated];
export const signedIn = [...open, authenticated, gameStarted];
export const player = [...signedIn, playerRequirementsStep, charityPledgesLoaded];
export const administrator = [...open, authenticated, admin];
