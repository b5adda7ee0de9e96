import { type Location, type RouteObject, useRoutes } from 'react-router';

/** The generated routes rendered for one location: a cached page keeps seeing its own address. */
export function RoutesAt({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}
