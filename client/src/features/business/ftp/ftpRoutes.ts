import { screen } from '../../../app/screen';

/** The route's screen and loader, in a small chunk of their own (ftpScreen.ts). */
const route = () => import('./ftpScreen');

/**
 * '/integration' (business customers only: the router's role check sends consumers to the overview). The first load
 * carries only this: the query artifact, the screen's code and its texts are behind `ftpScreen.ts`.
 */
export const ftpIntegrationRoute = screen({
  page: () => route().then((screen) => screen.page()),
  loader: (args) => route().then((screen) => screen.loader(args)),
});
