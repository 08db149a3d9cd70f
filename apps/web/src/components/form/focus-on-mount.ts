import { useEffect, useRef } from 'react';

/** A message that appears after a submit takes focus, so it is scrolled to and read out. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return ref;
}
