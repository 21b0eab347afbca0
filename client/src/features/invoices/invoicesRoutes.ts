import { screen } from '../../app/screen';

/** The route's screen and loader, in a small chunk of their own (invoicesScreen.ts). */
const route = () => import('./invoicesScreen');

/**
 * '/invoices' (business customers only: the router's role check sends consumers to the overview). The first load
 * carries only this: the query artifact, the screen's code and its texts are all behind `invoicesScreen.ts` (a
 * business screen is no reason for every customer's first load to grow).
 */
export const invoicesRoute = screen({
  page: () => route().then((screen) => screen.page()),
  loader: (args) => route().then((screen) => screen.loader(args)),
});
