/** Every route of the table whose screen is not built yet: its title and a 'not available yet' message. */
export const page = () => import('./ComingSoonPage').then((module) => module.ComingSoonPage);
