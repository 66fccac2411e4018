import { createContext, useContext } from 'react';

/**
 * Annotate mode (the toolbar's Annotate button): a click on a graph adds an annotation or zone only while it is on,
 * so a click meant to focus, hover or start a drag never opens a dialog.
 */
export const AnnotateModeContext = createContext(false);

export function useAnnotateMode(): boolean {
  return useContext(AnnotateModeContext);
}
