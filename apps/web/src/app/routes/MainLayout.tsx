import { useEffect, useRef } from 'react';
import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/PageLoader';
import { SettingsMenu } from '../../components/SettingsMenu';
import { recordPageView } from '../../features/auth/api/record-page-view';
import { useSession } from '../../features/auth/api/refresh-session';
import { notify } from '../../lib/notify';
import { SESSION_EXPIRED_TEXT } from '../../lib/notice-catalogue';
import { clearStoredUser, currentUserQueryKey, readStoredUser, storeUser } from '../../lib/session';
import classes from './MainLayout.module.css';

/** Route `handle` flags read by the main layout. */
export interface MainRouteHandle {
  hideNavbar?: boolean;
}

function AppNavbar() {
  return (
    <Box component="header" className={classes.header} data-app-navbar>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <UnstyledButton component={Link} to="/projects" aria-label="Mudstack home">
              <Logo size={30} />
            </UnstyledButton>
            <Group gap={4} component="nav" aria-label="Main">
              <NavLink to="/projects" className={classes.link}>
                Projects
              </NavLink>
            </Group>
          </Group>
          <SettingsMenu />
        </Group>
      </Container>
    </Box>
  );
}

/**
 * Everything behind sign-in: refreshes the session on entry and every 890 s (to login on failure),
 * keeps the current user, records a page view on every route change.
 */
export function MainLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const everSignedIn = useRef(false);

  useEffect(() => {
    if (!session.data) return;
    everSignedIn.current = true;
    storeUser(session.data);
    queryClient.setQueryData(currentUserQueryKey, session.data);
  }, [session.data, queryClient]);

  useEffect(() => {
    if (!session.isError) return;
    // A session that lapsed while in use is announced; a visit without one just goes to sign-in.
    if (everSignedIn.current || readStoredUser()) notify.error(SESSION_EXPIRED_TEXT, { id: 'session-expired' });
    clearStoredUser();
    void navigate('/auth/login', { replace: true });
  }, [session.isError, navigate]);

  const signedIn = session.isSuccess;
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!signedIn) return;
    recordPageView(path).catch((error: unknown) => console.error('page view not recorded', error));
  }, [path, signedIn]);

  if (!signedIn) return <PageLoader label="Checking your session" />;
  const hideNavbar = matches.some((match) => (match.handle as MainRouteHandle | undefined)?.hideNavbar);
  return (
    <>
      {!hideNavbar && <AppNavbar />}
      <Box component="main">
        <Outlet />
      </Box>
    </>
  );
}
