import type { ReactNode } from 'react';
import type { ShowcaseGame as Game } from '@charity/domain/api/showcase';
import { formatMoney } from '@/lib/i18n/format';
import { countdown, formatCountdown, formatInZone } from '@charity/domain/showcase/countdown';
import { fill } from '@charity/domain/showcase/showcase-texts';
import { useLivePot } from '@/api/live-pot';
import { useNow } from './use-now';
import { useShowcaseTexts } from './use-showcase-texts';

/** The jackpot, live, the draw with its countdown, the price, and the call to play. */
export function ShowcaseGame({ game, action }: { game: Game; action: ReactNode }) {
  const { texts, language } = useShowcaseTexts();
  const now = useNow();
  const update = useLivePot(game.Id);
  const pot = update?.PotTotal ?? game.PotTotal;
  const closed =
    update?.SalesClosed ?? (game.Status !== 'Open' || new Date(game.SalesCloseAt) <= now);
  const left = formatCountdown(countdown(new Date(game.DrawAt), now), texts.units);
  return (
    <>
      <div className="showcase__pot">
        <p className="showcase__label" id="showcase-pot-label">
          {texts.potLabel}
        </p>
        <p
          className="showcase__amount"
          data-testid="showcase-pot"
          role="status"
          aria-live="polite"
          aria-labelledby="showcase-pot-label"
        >
          {formatMoney(pot)}
        </p>
        <p className="showcase__note">{closed ? texts.final : texts.estimate}</p>
      </div>
      <dl className="showcase__facts">
        <div>
          <dt>{texts.drawLabel}</dt>
          <dd>
            <time dateTime={game.DrawAt}>{formatInZone(game.DrawAt, game.TimeZone, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{texts.countdownLabel}</dt>
          <dd className="showcase__countdown" data-testid="showcase-countdown">
            {closed ? texts.salesClosed : left}
          </dd>
        </div>
        <div>
          <dt>{texts.priceLabel}</dt>
          <dd data-testid="showcase-price">
            {fill(texts.price, { price: formatMoney(game.TicketPrice) })}
          </dd>
        </div>
      </dl>
      <div className="showcase__play-row">{action}</div>
    </>
  );
}
