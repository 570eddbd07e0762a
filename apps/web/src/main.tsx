import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './App';
import { setUpI18n } from './i18n/i18n';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes/routes';

setUpI18n();
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
