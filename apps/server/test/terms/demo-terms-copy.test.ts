import { describe, expect, it } from 'vitest';
import { demoFiles } from '../../src/provisioning/demo-organizations';
import { readProvisioningFile } from '../../src/provisioning/read-provisioning-file';

/** Copy a real charity would never publish: drafting notes, ids, template holes. */
const PLACEHOLDER =
  /last updated:|dernière mise à jour :|identified by its terms id|terms id|\bTODO\b|\bTBD\b|lorem ipsum|\{\{|\[(?:insert|date|name)[^\]]*\]/i;
/** Auto-play (subscriptions) is turned off on the dashboard, never under Manage Your Info. */
const CANCELS_AUTO_PLAY = /(cancel|annul)/i;
const ABOUT_AUTO_PLAY = /(subscri|abonn|auto-play|jeu automatique|automatic)/i;
const DASHBOARD = /\*\*(Dashboard|Tableau\s+de\s+bord)\*\*/;
const MANAGE_YOUR_INFO = /Manage Your Info|Gérer vos\s+renseignements/;

/** Every text of every demo organization, in every language it is published in. */
async function demoTexts() {
  const texts: { where: string; text: string }[] = [];
  for (const file of demoFiles) {
    for (const organization of (await readProvisioningFile(file)).organizations) {
      const { translations, ...english } = organization.terms;
      const languages = { en: english, ...translations };
      for (const [language, terms] of Object.entries(languages)) {
        for (const [name, text] of Object.entries(terms ?? {})) {
          if (typeof text === 'string')
            texts.push({ where: `${organization.slug} ${language} ${name}`, text });
        }
      }
    }
  }
  return texts;
}

const paragraphs = (markdown: string) =>
  markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe("the demo organizations' terms, rules and privacy texts (issue 12)", () => {
  it('read as published copy: no placeholder, id or drafting note', async () => {
    const texts = await demoTexts();
    expect(texts.length).toBeGreaterThanOrEqual(9); // two organizations, three texts, French too
    for (const { where, text } of texts) {
      expect(
        paragraphs(text).filter((p) => PLACEHOLDER.test(p)),
        where,
      ).toEqual([]);
    }
  });

  it('send players to the dashboard to turn auto-play off, never to Manage Your Info', async () => {
    for (const { where, text } of await demoTexts()) {
      for (const paragraph of paragraphs(text)) {
        if (!CANCELS_AUTO_PLAY.test(paragraph) || !ABOUT_AUTO_PLAY.test(paragraph)) continue;
        expect(paragraph, where).toMatch(DASHBOARD);
        expect(paragraph, where).not.toMatch(MANAGE_YOUR_INFO);
      }
    }
  });
});
