import { formatGameTime } from '@charity/domain/game-time-format';
import { formatMoney } from '@charity/domain/money-format';
import type { LimitPeriod } from '@charity/domain/protection/spending-limits';
import { fixed, worded } from './refusal-words';

interface ExclusionEnd {
  endsAt: Date;
  /** The game's clock, on which the player reads the date. */
  timeZone?: string | undefined;
}

interface SpendingBreach {
  amountCents: number;
  period: LimitPeriod;
  limitCents: number;
  spentCents: number;
}

const day = ({ endsAt, timeZone }: ExclusionEnd, language: 'en' | 'fr') =>
  formatGameTime(endsAt, language, { timeZone, withTime: false });

const PERIOD = {
  en: { Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' },
  fr: { Daily: 'quotidienne', Weekly: 'hebdomadaire', Monthly: 'mensuelle' },
} as const;

/** Self-exclusion and spending limits (responsible gaming). */
export const protectionWords = {
  'exclusion.until': worded(
    (end: ExclusionEnd) => `You excluded yourself from play until ${day(end, 'en')}.`,
    (end) => `Vous vous êtes exclu du jeu jusqu’au ${day(end, 'fr')}.`,
  ),
  'exclusion.ended': fixed(
    'Your self-exclusion has ended: opt back in before you play again.',
    'Votre exclusion volontaire a pris fin : confirmez votre retour au jeu avant de jouer de nouveau.',
  ),
  'exclusion.already': fixed(
    'You are already excluded; an exclusion cannot be changed.',
    'Vous êtes déjà exclu; une exclusion ne peut pas être modifiée.',
  ),
  'exclusion.notEnded': fixed(
    'Your self-exclusion has not ended: it cannot be lifted early.',
    'Votre exclusion volontaire n’a pas pris fin : elle ne peut pas être levée plus tôt.',
  ),
  'exclusion.onlyLowerLimit': fixed(
    'While you are excluded from play you can only lower a spending limit.',
    'Pendant votre exclusion du jeu, vous pouvez seulement baisser une limite de dépenses.',
  ),
  'spendingLimit.reached': worded(
    ({ amountCents, period, limitCents, spentCents }: SpendingBreach) => {
      const money = (cents: number) => formatMoney(cents, 'en');
      return (
        `This payment of ${money(amountCents)} would pass your ${PERIOD.en[period]} ` +
        `spending limit of ${money(limitCents)} (${money(spentCents)} spent).`
      );
    },
    ({ amountCents, period, limitCents, spentCents }) => {
      const money = (cents: number) => formatMoney(cents, 'fr');
      return (
        `Ce paiement de ${money(amountCents)} dépasserait votre limite de dépenses ${PERIOD.fr[period]} ` +
        `de ${money(limitCents)} (${money(spentCents)} déjà dépensés).`
      );
    },
  ),
};
