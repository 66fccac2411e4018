import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ProjectSettingsSlot, type ProjectSettingsRenderer } from '../components/project-settings-slot';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { AuthLayout } from './routes/AuthLayout';
import { MainLayout, type MainRouteHandle } from './routes/MainLayout';
import { RouteError } from './routes/RouteError';
import { PageLoader } from '../components/PageLoader';
import { sessionQueryOptions } from '../features/auth/api/refresh-session';
import { prefetchWorkspace } from '../features/workspace/api/prefetch-workspace';
import { workspaceShouldRevalidate } from '../features/workspace/model/view-url';
import { queryClient } from '../lib/query-client';

// Pages owned by other features load on demand; the sign-in screens are in the first bundle.
const activate: RouteObject['lazy'] = () => import('../features/invitations/components/ActivatePage').then((m) => ({ Component: m.ActivatePage }));

/** Where the navbar is hidden: the project workspace and its printable export have their own. */
const fullScreen: MainRouteHandle = { hideNavbar: true };

export const routes: RouteObject[] = [
  {
    path: '/auth',
    element: <AuthLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register/:token', lazy: activate },
      { path: 'password-reset/:token', element: <ResetPasswordPage /> },
      { path: 'activate/:token', lazy: activate },
      { path: '*', element: <Navigate to="/auth/login" replace /> },
    ],
  },
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/projects" replace /> },
      {
        path: 'projects',
        lazy: () => import('../features/projects/components/ProjectsPage').then((m) => ({ Component: m.ProjectsPage })),
      },
      {
        path: 'projects/archived',
        lazy: () => import('../features/projects/components/ProjectsPage').then((m) => ({ Component: m.ProjectsPage })),
      },
      {
        path: 'projects/:projectId',
        handle: fullScreen,
        // Not again for a zoom, a pan or a tab (the view in the URL): only for another project, revision or config.
        shouldRevalidate: workspaceShouldRevalidate,
        // Runs while the code below loads: the session, project, metadata and graph calls start at once.
        loader: ({ params, request }) => {
          const session = queryClient.fetchQuery(sessionQueryOptions());
          session.catch(() => undefined); // the main layout shows a failed session check
          prefetchWorkspace(queryClient, Number(params.projectId), new URL(request.url).searchParams, session);
          return null;
        },
        // The workspace opens the project's settings (its revision history) through a slot the app fills here.
        lazy: async () => {
          const [{ WorkspacePage }, { ProjectSettingsModal }] = await Promise.all([
            import('../features/workspace/components/WorkspacePage'),
            import('../features/projects/components/ProjectSettingsModal'),
          ]);
          const renderSettings: ProjectSettingsRenderer = (props) => <ProjectSettingsModal {...props} />;
          return {
            Component: () => (
              <ProjectSettingsSlot.Provider value={renderSettings}>
                <WorkspacePage />
              </ProjectSettingsSlot.Provider>
            ),
          };
        },
      },
      {
        path: 'projects/:projectId/export-pdf',
        handle: fullScreen,
        lazy: () => import('../features/exports/components/PrintableExportPage').then((m) => ({ Component: m.PrintableExportPage })),
      },
      {
        path: 'correlation',
        lazy: () => import('../features/correlation/components/CorrelationPage').then((m) => ({ Component: m.CorrelationPage })),
      },
      {
        path: 'graph-configurations',
        lazy: () => import('../features/graph-configs/components/GraphConfigsPage').then((m) => ({ Component: m.GraphConfigsPage })),
      },
      {
        path: 'graph-configurations/edit/:configId',
        lazy: () =>
          import('../features/graph-configs/components/GraphConfigEditorPage').then((m) => ({
            Component: m.GraphConfigEditorPage,
          })),
      },
      {
        path: 'my-account',
        lazy: () => import('../features/account/components/MyAccountPage').then((m) => ({ Component: m.MyAccountPage })),
      },
      {
        path: 'user-permissions',
        lazy: () => import('../features/users/components/ManageUsersPage').then((m) => ({ Component: m.ManageUsersPage })),
      },
      {
        path: 'companies',
        lazy: () => import('../features/companies/components/ManageCompaniesPage').then((m) => ({ Component: m.ManageCompaniesPage })),
      },
      { path: '*', element: <Navigate to="/projects" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
