import { screen } from '../../app/screen';

/** Both screens' code and loaders, in one small chunk of their own. */
const screens = () => import('./photoBooksScreens');

/**
 * '/online-products' — 'My online photo books' (consumers only: the router's role check sends business customers to
 * the overview). The first load carries only these stubs; the query artifacts, the screens and their texts load when
 * a route is entered.
 */
export const widgetsRoute = screen({
  page: () => screens().then((module) => module.listPage()),
  loader: (args) => screens().then((module) => module.listLoader(args)),
});

/** '/online-products/:productCode' — one photo book: its online version, share by e-mail, its gallery entry. */
export const widgetShareRoute = screen({
  page: () => screens().then((module) => module.bookPage()),
  loader: (args) => screens().then((module) => module.bookLoader(args)),
});
