import { screen } from '../../app/screen';

/** The route's screen and loader, in a small chunk of their own (savedProjectsScreen.ts). */
const route = () => import('./savedProjectsScreen');

/**
 * '/saved-projects' — 'My saved projects'. The first load carries only this: the query artifact, the screen's code
 * and its texts are all behind `savedProjectsScreen.ts`.
 */
export const savedProjectsRoute = screen({
  page: () => route().then((screen) => screen.page()),
  loader: (args) => route().then((screen) => screen.loader(args)),
});
