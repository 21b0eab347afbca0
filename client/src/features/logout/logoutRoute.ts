import { screen } from '../../app/screen';

/** '/logout': signs out here and at the identity provider. */
export const logoutRoute = screen({
  page: () => import('./LogoutPage').then((module) => module.LogoutPage),
});
