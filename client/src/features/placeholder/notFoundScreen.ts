/** Any path outside the route table. */
export const page = () => import('./NotFoundPage').then((module) => module.NotFoundPage);
