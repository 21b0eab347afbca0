/** The public pages (no sign-in): deletion, e-mail change and subscription outcomes. */
export const page = () => import('./PublicPages').then((module) => module.PublicPage);
