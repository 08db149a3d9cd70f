import { createBrowserRouter } from 'react-router';
import { navigation } from '@/lib/navigation/navigation-service';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  navigation.attach(router);
  // History moves through the browser's own buttons animate as "back".
  window.addEventListener('popstate', () => navigation.setDirection('back'));
  return router;
}
