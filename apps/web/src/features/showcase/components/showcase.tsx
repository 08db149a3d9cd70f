import type { ReactNode } from 'react';
import { useShowcase } from '../api/showcase';
import { ShowcaseGame } from './showcase-game';
import { ShowcaseLists } from './showcase-lists';
import { useShowcaseTexts } from './use-showcase-texts';

/**
 * The organization's public front page (issue 14): the same markup the server puts into
 * index.html before any script runs (apps/server/src/static/front-page.ts), kept live here.
 */
export function Showcase({ action }: { action: ReactNode }) {
  const { texts } = useShowcaseTexts();
  const showcase = useShowcase().data;
  if (!showcase) return <div className="showcase__play-row">{action}</div>;
  return (
    <section className="showcase" aria-label={showcase.OrganizationName}>
      <p className="showcase__org">{showcase.OrganizationName}</p>
      {showcase.CurrentGame ? (
        <ShowcaseGame game={showcase.CurrentGame} action={action} />
      ) : (
        <>
          <p className="showcase__note">{texts.noGame}</p>
          <div className="showcase__play-row">{action}</div>
        </>
      )}
      <ShowcaseLists showcase={showcase} />
    </section>
  );
}
