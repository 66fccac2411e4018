import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where a page may open a project's settings (revision history, landing point, name, archive) without importing
 * the projects feature: the app composes the projects feature's modal into this slot (app/router.tsx).
 */
export type ProjectSettingsRenderer = (props: { projectId: number; onClose: () => void }) => ReactNode;

export const ProjectSettingsSlot = createContext<ProjectSettingsRenderer | null>(null);

export function useProjectSettingsSlot(): ProjectSettingsRenderer | null {
  return useContext(ProjectSettingsSlot);
}
