import { useState } from 'react';
import { navigation } from './navigation-service';

/** Reads the state the previous screen handed over, once, on first render. */
export function useOneTimeState<T>(): T | undefined {
  const [state] = useState(() => navigation.takeState<T>());
  return state;
}
