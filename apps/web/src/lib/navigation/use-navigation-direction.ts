import { useSyncExternalStore } from 'react';
import { navigation } from './navigation-service';

export function useNavigationDirection() {
  return useSyncExternalStore(navigation.subscribe, navigation.getDirection);
}
