/** The longest instance name (instance-setup's schema). */
const MAX_NAME = 200;

const DRAW_WORD = { en: 'Draw', fr: 'Tirage' } as const;
export type NameLanguage = keyof typeof DRAW_WORD;

/** A name ending with a plain counter after a word: "Week 3", "Semaine 3", "Draw #12", "No.4". */
const COUNTER = /^(.*\p{L}\.?\s*#?)(\d{1,6})$/u;

/**
 * The name suggested for a game's next instance (issue 27): the previous name's counter plus
 * one when it ends with a plain counter ("Week 3" → "Week 4"), never a number inside a name
 * ("This month's 50/50" is not "…50/51" nor "…50/2"); otherwise the game's name and the
 * draw's ordinal ("Spring 50/50 – Draw 2"); "Draw 1" for a game's first.
 */
export function nextInstanceName(
  previous: string | undefined,
  sequence: number,
  gameName: string,
  language: NameLanguage = 'en',
): string {
  const word = DRAW_WORD[language];
  if (!previous?.trim()) return `${word} ${sequence}`;
  const counter = COUNTER.exec(previous.trim());
  if (counter) return `${counter[1] ?? ''}${Number(counter[2]) + 1}`;
  const ordinal = ` – ${word} ${sequence}`;
  return `${gameName.trim().slice(0, MAX_NAME - ordinal.length)}${ordinal}`;
}
