/** '/logout': signs out here and at the identity provider. */
export const page = () => import('./LogoutPage').then((module) => module.LogoutPage);
