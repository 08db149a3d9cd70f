import { addressRuleMessages } from '@charity/domain/address/address-rule-messages';
import { fieldMessages } from '@charity/domain/registration/field-messages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import { featureCatalogues } from './feature-catalogues';
import { mergeCatalogues } from './merge-catalogues';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n catalogues', () => {
  it('English and French have exactly the same keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('no message is empty', () => {
    const leaves = (catalogue: object) =>
      keys(catalogue).map((key) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
      );
    expect(
      [...leaves(en), ...leaves(fr)].every((text) => typeof text === 'string' && text.length > 0),
    ).toBe(true);
  });

  it('keeps the spec English texts verbatim', () => {
    expect(en.location).toEqual({
      warningTitle: 'Warning',
      mustAllow: 'You must allow location services to play.',
      notSupported: 'Geolocation is not supported in your browser',
    });
    expect(en.dialog).toEqual({ cancel: 'Cancel', confirm: 'Confirm', okay: 'Okay', ok: 'OK' });
  });
});

describe('field rule messages', () => {
  it('are the words of packages/domain, which the hosted pages use too', async () => {
    for (const [language, load] of [
      ['en', () => import('./later-catalogue-en')],
      ['fr', () => import('./later-catalogue-fr')],
    ] as const) {
      const merged = mergeCatalogues((await load()).catalogues) as {
        validation: Record<string, unknown>;
      };
      expect(merged.validation).toMatchObject(fieldMessages[language]);
      // The address rules' words too (issue 28: the hosted registration page says them).
      expect(merged.validation['reason']).toMatchObject(addressRuleMessages[language]);
    }
  });
});

describe('feature i18n catalogues', () => {
  const folders = [
    ...new Set(Object.keys(featureCatalogues).map((file) => file.replace(/\/\w+\.json$/, ''))),
  ];

  it('are found', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s: English and French have the same non-empty keys', (folder) => {
    const english = featureCatalogues[`${folder}/en.json`];
    const french = featureCatalogues[`${folder}/fr.json`];
    expect(english).toBeDefined();
    expect(french).toBeDefined();
    expect(keys(french).sort()).toEqual(keys(english).sort());
    const leaves = (catalogue: object) =>
      keys(catalogue).map((key) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
      );
    for (const text of [...leaves(english ?? {}), ...leaves(french ?? {})]) {
      expect(typeof text === 'string' && text.length > 0).toBe(true);
    }
  });

  it('never redefine a key of the main catalogue or of another feature', () => {
    const seen = new Set(keys(en));
    for (const folder of folders) {
      for (const key of keys(featureCatalogues[`${folder}/en.json`])) {
        expect(seen.has(key), `${folder}: ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });
});

describe('French that does not read like a template (issue 28)', () => {
  const loaders = {
    en: [
      () => import('./catalogue-en'),
      () => import('./later-catalogue-en'),
      () => import('./staff-catalogue-en'),
    ],
    fr: [
      () => import('./catalogue-fr'),
      () => import('./later-catalogue-fr'),
      () => import('./staff-catalogue-fr'),
    ],
  } as const;

  async function catalogue(language: 'en' | 'fr') {
    const parts = await Promise.all(loaders[language].map((load) => load()));
    return mergeCatalogues(parts.flatMap((part) => part.catalogues));
  }

  function texts(catalogue: Record<string, unknown>): [string, string][] {
    return keys(catalogue).map((key) => [
      key,
      String(
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
      ),
    ]);
  }

  it('no message writes a plural as "(s)": i18next picks _one or _other by count', async () => {
    for (const language of ['en', 'fr'] as const) {
      const written = texts(await catalogue(language)).filter(([, text]) => /\(e?s\)/.test(text));
      expect(written, language).toEqual([]);
    }
  });

  // A game's, a draw's or a charity's name may start with its own article ("Le 50/50 du
  // mois"): no preposition or article-taking word may stand before it ("pour Le 50/50").
  it('no French message puts an article-taking word before a name ("à Le 50/50 du mois")', async () => {
    const beforeName =
      /(?:^|[\s(«])(?:(?:à|de|du|au|aux|des|chez|pour|par|sur|dans|avec|contre|le tirage|le jeu)\s+|[dl]’)\{\{(?:name|draw|game|organization|charity)\}\}/i;
    const built = texts(await catalogue('fr')).filter(([, text]) => beforeName.test(text));
    expect(built).toEqual([]);
  });

  it('French uses the typographic apostrophe (’), never the straight one', async () => {
    const straight = texts(await catalogue('fr')).filter(([, text]) => text.includes("'"));
    expect(straight).toEqual([]);
  });

  // Canadian French (OQLF): a space before the colon, none before ; ? and !.
  it('French puts no space before ; ? ! and a space before a colon that ends a label', async () => {
    const spaced = texts(await catalogue('fr')).filter(([, text]) => /\s[;?!]/.test(text));
    expect(spaced).toEqual([]);
    const tight = texts(await catalogue('fr')).filter(([, text]) => /[^\s\d{}]:\s/.test(text));
    expect(tight).toEqual([]);
  });

  it('counts 1 and 8 in French with the plural rules', async () => {
    const french = i18next.createInstance();
    await french.init({ lng: 'fr', resources: { fr: { translation: await catalogue('fr') } } });
    const amount = '5,00 $';
    expect(french.t('reports.voids.total', { count: 1, amount })).toBe(
      '1 numéro retiré du tirage; 5,00 $ remis en tout.',
    );
    expect(french.t('reports.voids.total', { count: 8, amount })).toBe(
      '8 numéros retirés du tirage; 5,00 $ remis en tout.',
    );
    expect(french.t('dashboard.groups.numbersPlayed', { count: 1 })).toBe('1 joué');
    expect(french.t('dashboard.groups.numbersPlayed', { count: 8 })).toBe('8 joués');
  });

  // "8,00 $ remboursé": the participle agreed with nothing. It agrees with the draws given back,
  // and a refund's kind beside its amount is a noun ("8,00 $ · remboursement par ...").
  it('agrees what was refunded in French, whatever the sum', async () => {
    const french = i18next.createInstance();
    await french.init({ lng: 'fr', resources: { fr: { translation: await catalogue('fr') } } });
    const delay = ' : le montant arrive sur votre carte d’ici quelques jours ouvrables.';
    expect(french.t('dashboard.prepaid.refunded', { count: 1, amount: '2,00 $' })).toBe(
      `1 tirage remboursé (2,00 $)${delay}`,
    );
    expect(french.t('dashboard.prepaid.refunded', { count: 4, amount: '8,00 $' })).toBe(
      `4 tirages remboursés (8,00 $)${delay}`,
    );
    expect(french.t('numbers.refunds.kind.refund')).toBe('remboursement par le personnel');
    expect(french.t('numbers.refunds.kind.processor')).toBe(
      'remboursement par le fournisseur de paiement',
    );
    const refundedSums = texts(await catalogue('fr')).filter(([, text]) =>
      /\}\}\s+remboursé(?![es])/.test(text),
    );
    expect(refundedSums).toEqual([]);
  });
});
