import type { Showcase } from '@charity/domain/api/showcase';
import { formatMoney } from '@/lib/i18n/format';
import { formatDayInZone } from '@charity/domain/showcase/countdown';
import { resultLine } from '@charity/domain/showcase/showcase-texts';
import { useShowcaseTexts } from './use-showcase-texts';

/** The last winners (first name and last initial) and the charities the game supports. */
export function ShowcaseLists({ showcase }: { showcase: Showcase }) {
  const { texts, language } = useShowcaseTexts();
  const zone = showcase.CurrentGame?.TimeZone ?? 'UTC';
  return (
    <>
      <h2 className="showcase__heading">{texts.winnersTitle}</h2>
      {showcase.LastWinners.length > 0 ? (
        <ul className="showcase__list" data-testid="showcase-winners">
          {showcase.LastWinners.map((winner) => (
            <li key={`${winner.DrawnOn}-${winner.WinningNumber}`}>
              <span>{resultLine(texts, winner)}</span> <strong>{formatMoney(winner.Prize)}</strong>{' '}
              <time className="showcase__aside" dateTime={winner.DrawnOn}>
                {formatDayInZone(winner.DrawnOn, zone, language)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="showcase__note">{texts.noWinners}</p>
      )}
      <h2 className="showcase__heading">{texts.charitiesTitle}</h2>
      <ul className="showcase__list">
        {showcase.Charities.map((charity) => (
          <li key={charity.Name}>
            {charity.Name} <span className="showcase__aside">{charity.Category}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
