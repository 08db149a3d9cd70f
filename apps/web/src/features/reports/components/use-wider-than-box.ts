import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether what a box holds is wider than the box, so that it scrolls sideways: followed as
 * the window or the content changes size (a phone turned, a report loaded).
 */
export function useWiderThanBox(box: RefObject<HTMLElement | null>): boolean {
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWider(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return wider;
}
