import './app-start';
import '../lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { setSignedOutHandler, signOut } from '../lib/session';
import { AppProviders } from './providers';
import { router } from './router';

// Signing out returns to the sign-in page, whose layout forgets the user and every cached answer
// (clearing first would make the still-mounted main layout refresh the session it just ended).
setSignedOutHandler(() => {
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
