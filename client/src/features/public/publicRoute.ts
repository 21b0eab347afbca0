import { screen } from '../../app/screen';

/** The public pages (no sign-in): deletion, e-mail change and subscription outcomes. */
export const publicRoute = screen({
  page: () => import('./PublicPages').then((module) => module.PublicPage),
});
