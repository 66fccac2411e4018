import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { setSignedOutHandler, signOut } from '../lib/session';
import { AppProviders } from './providers';
import { router } from './router';

// Signing out forgets every cached answer and returns to the sign-in page.
setSignedOutHandler(() => {
  queryClient.clear();
  void router.navigate('/auth/login', { replace: true });
});
configureApiClient({
  onSessionExpired: () => void signOut({ callServer: false }),
  onForbidden: () => void signOut(),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
