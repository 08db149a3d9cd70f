import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface ParsedElement {
  tag: string;
  attrs: Record<string, string>;
  /** The text inside it (a style's CSS, a title's words). */
  text: string;
}

const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

const textOf = (node: Node): string =>
  node.nodeName === '#text' && 'value' in node ? node.value : childrenOf(node).map(textOf).join('');

/** Every element of a page as a browser's parser builds it (parse5: the HTML standard's parser). */
export function parsedElements(html: string): ParsedElement[] {
  const out: ParsedElement[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) {
      const element = node as Element;
      out.push({
        tag: element.tagName,
        attrs: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
        text: textOf(element),
      });
    }
    childrenOf(node).forEach(walk);
    if (node.nodeName === 'template' && 'content' in node) walk(node.content as Node);
  };
  walk(parse(html));
  return out;
}
