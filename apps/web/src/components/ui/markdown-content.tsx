import { useMemo } from 'react';
import { markdownToSafeHtml } from '@/lib/markdown';

/**
 * Organization markdown (terms, rules, privacy) rendered as sanitised HTML; `lang` names its
 * language when it is not the page's (terms the organization has in English only).
 */
export function MarkdownContent({
  markdown,
  lang,
  titled = false,
}: {
  markdown: string;
  lang?: string;
  /** The document's own title is the page's heading: its sections stay h2. */
  titled?: boolean;
}) {
  const html = useMemo(() => markdownToSafeHtml(markdown, titled), [markdown, titled]);
  // The HTML is sanitised by DOMPurify in markdownToSafeHtml.
  return (
    <article className="markdown-content" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
