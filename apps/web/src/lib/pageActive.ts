import { createContext, useContext } from 'react';

/**
 * False for a page kept mounted but hidden (a keep-alive page, another tab's page). Such a
 * page reads its own address, but must not write the browser's: that would bring it back
 * on screen. Provided by the page area (app/MenuRoutes); true everywhere else.
 */
export const PageActiveContext = createContext(true);

export const usePageActive = () => useContext(PageActiveContext);
