export const GameType = {
  GoldRush: 1,
  ProgressiveFiftyFifty: 2,
} as const;
export type GameType = (typeof GameType)[keyof typeof GameType];

/** Where, under CDNRoot, the game logos live; the server serves this folder. */
export const GAME_LOGO_ASSETS_PATH = 'assets/game-logos';

/** Spec §1: the fifty-fifty logo for ProgressiveFiftyFifty, otherwise the gold-rush logo. */
export function gameLogoUrl(cdnRoot: string, gameType: number | null | undefined): string {
  const file =
    gameType === GameType.ProgressiveFiftyFifty ? 'fifty-fifty-logo.svg' : 'gold-rush-logo.svg';
  return `${cdnRoot.replace(/\/+$/, '')}/${GAME_LOGO_ASSETS_PATH}/${file}`;
}
