import { createContext, useContext } from 'react';
import type { GraphConfig } from '@mudstack/contracts';
import { canEditConfig } from '@mudstack/core';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useUpdateGraphConfig } from '../../../lib/api/graph-configs';

/** The graph configuration the workspace draws, for the graphs that offer to save a change of theirs into it. */
export const WorkspaceConfigContext = createContext<GraphConfig | null>(null);

/**
 * Saving a graph's scale (the workspace's Log scale switch) into the configuration, for a user who may edit it:
 * `canSave(name)` says whether the configuration has that graph and this user may save over it (never a default).
 */
function useSaveGraphScale() {
  const config = useContext(WorkspaceConfigContext);
  const user = useCurrentUser();
  const update = useUpdateGraphConfig();
  const editable = config != null && user != null && canEditConfig(user, config);
  const canSave = (graphName: string) => editable && config.graphs.some((g) => g.name === graphName);
  const save = async (graphName: string, scale: 'log' | 'linear') => {
    if (!config || !canSave(graphName)) return false;
    const graphs = config.graphs.map((g) => (g.name === graphName ? { ...g, scale } : g));
    await update.mutateAsync({ id: config.id, body: { name: config.name, description: config.description, graphs } });
    notify.success(`${graphName} now opens on a ${scale === 'log' ? 'log' : 'linear'} scale in ${config.name}.`);
    return true;
  };
  return { canSave, save, saving: update.isPending };
}

/**
 * The Log scale switch lasts for the session: when it differs from the configuration and the user may edit that,
 * the graph offers "Save to configuration" (this function); otherwise undefined.
 */
export function useScaleSaveOffer(graph: { name: string; scale?: 'log' | 'linear' }, logY: boolean): (() => void) | undefined {
  const { canSave, save } = useSaveGraphScale();
  if (logY === (graph.scale === 'log') || !canSave(graph.name)) return undefined;
  return () => void save(graph.name, logY ? 'log' : 'linear').catch(() => undefined);
}
