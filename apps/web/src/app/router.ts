import { createBrowserRouter } from 'react-router';
import { navigation } from '@/lib/navigation/navigation-service';
import { routes } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  navigation.attach(router);
  // History moves through the browser's own buttons animate as "back".
  window.addEventListener('popstate', () => navigation.setDirection('back'));
  return router;
}
