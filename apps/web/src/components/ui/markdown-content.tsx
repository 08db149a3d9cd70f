import { useMemo } from 'react';
import { markdownToSafeHtml } from '@/lib/markdown';

/** Organization markdown (terms, rules, privacy) rendered as sanitised HTML. */
export function MarkdownContent({ markdown }: { markdown: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  // The HTML is sanitised by DOMPurify in markdownToSafeHtml.
  return <article className="markdown-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
