import { createContext, useContext } from 'react';
import { sessionStatus, type SessionStatus } from '../lib/session';

/** Set only while a page is pre-rendered at build time, where there is no visitor and no cookie to read. */
export const PrerenderedSessionContext = createContext<SessionStatus | null>(null);

/** The visitor's session, or the one the page is being pre-rendered for. */
export function useSessionStatus(): SessionStatus {
  return useContext(PrerenderedSessionContext) ?? sessionStatus();
}
