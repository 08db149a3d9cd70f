import { html, raw, type SafeHtml } from '../../identity/pages/html';
import type { Locale } from '../../identity/pages/locale';
import { absoluteLink, type MailBlock, type MailBranding, type MailContent } from './mail-content';
import { mailTranslator } from './mail-messages';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** French sets a colon off with a space before it ("Date du tirage : …"); English does not. */
const COLON: Record<Locale, string> = { en: ': ', fr: '\u00a0: ' };

function textBlock(block: MailBlock, colon: string): string {
  if ('paragraph' in block) return block.paragraph;
  if ('link' in block) return `${block.link.label}${colon}${absoluteLink(block.link.href)}`;
  return block.rows.map(([label, value]) => `${label}${colon}${value}`).join('\n');
}

function htmlBlock(block: MailBlock, branding: MailBranding): SafeHtml {
  if ('paragraph' in block) return html`<p style="margin:0 0 16px">${block.paragraph}</p>`;
  if ('link' in block) {
    const href = absoluteLink(block.link.href);
    return html`<p style="margin:0 0 16px">
      <a
        href="${href}"
        style="display:inline-block;padding:10px 18px;border-radius:6px;text-decoration:none;background:${branding.primary};color:${branding.primaryContrast}"
        >${block.link.label}</a
      ><br /><span style="font-size:12px;color:#555">${href}</span>
    </p>`;
  }
  return html`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
    ${block.rows.map(
      ([label, value]) =>
        html`<tr>
          <th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">
            ${label}
          </th>
          <td style="padding:4px 0">${value}</td>
        </tr>`,
    )}
  </table>`;
}

/**
 * One e-mail in both parts from one content: the same words, the same absolute links, the
 * organization's name, logo and colour, and a footer saying who sent it.
 */
export function renderMail(
  content: MailContent,
  branding: MailBranding,
  locale: Locale,
): RenderedMail {
  const t = mailTranslator(locale);
  const footer = [
    t(content.reason === 'invitation' ? 'footerInvited' : 'footerSentBy', { org: branding.name }),
    ...(branding.contactEmail ? [t('footerContact', { email: branding.contactEmail })] : []),
  ];
  const text = [
    ...content.blocks.map((block) => textBlock(block, COLON[locale])),
    '--',
    ...footer,
    branding.origin,
  ].join('\n\n');
  const origin = absoluteLink(branding.origin);
  const body = html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <title>${content.subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,sans-serif;color:#1a1a1a"
      >
        <div style="max-width:600px;margin:0 auto;background:#ffffff">
          <div
            style="padding:16px 24px;background:${branding.primary};color:${branding.primaryContrast}"
          >
            <img
              src="${absoluteLink(branding.logoUrl)}"
              alt=""
              height="40"
              style="vertical-align:middle"
            />
            <strong style="font-size:18px;vertical-align:middle">${branding.name}</strong>
          </div>
          <div style="padding:24px">
            ${content.blocks.map((block) => htmlBlock(block, branding))}
          </div>
          <div style="padding:16px 24px;font-size:12px;color:#555;border-top:1px solid #ddd">
            ${footer.map((line) => html`<p style="margin:0 0 8px">${line}</p>`)}
            <p style="margin:0"><a href="${origin}" style="color:#555">${origin}</a></p>
          </div>
        </div>
      </body>
    </html>`;
  return { subject: content.subject, text: `${text}\n`, html: raw(body.value).value };
}
