import { screen } from '../../app/screen';

/** Every route of the table whose screen is not built yet: its title and a 'not available yet' message. */
export const comingSoonRoute = screen({
  page: () => import('./ComingSoonPage').then((module) => module.ComingSoonPage),
});

/** Any path outside the route table. */
export const notFoundRoute = screen({
  page: () => import('./NotFoundPage').then((module) => module.NotFoundPage),
});
