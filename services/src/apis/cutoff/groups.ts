// The order cut-offs the service answers (contracts/cutoff-api.yaml): the retailer's article groups and campaigns, the
// same for every customer. Their dates are relative to the moment asked, so the demo and the tests always show a
// running campaign: Christmas covers prints and photo books (order within 9 days, delivered within 18), calendars
// have a cut-off of their own, wall decor and gifts none.
import type { components } from '../../../contracts/__generated__/cutoff-api';

type ArticleGroup = components['schemas']['ArticleGroup'];
type Campaign = components['schemas']['Campaign'];
type CutOff = components['schemas']['CutOff'];

const DAY = 24 * 60 * 60 * 1000;

/** Orders until the end of the day `orderDays` from now (Central European winter time, the retailer's), delivered by the day `deliveryDays` from now. */
function cutOff(now: Date, orderDays: number, deliveryDays: number): CutOff {
  const day = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  return { orderBefore: `${day(orderDays)}T22:59:59.000Z`, deliveryBy: day(deliveryDays) };
}

export function campaigns(now: Date): Campaign[] {
  return [
    { name: 'CHRISTMAS', title: 'Christmas', startsAt: new Date(now.getTime() - 20 * DAY).toISOString(), cutOff: cutOff(now, 9, 18) },
    // Over: its cut-off has passed, so nothing shows it.
    { name: 'MOTHERS_DAY', title: "Mother's Day", startsAt: new Date(now.getTime() - 220 * DAY).toISOString(), cutOff: cutOff(now, -200, -195) },
  ];
}

export function articleGroups(now: Date): ArticleGroup[] {
  return [
    { name: 'PRINTS', articleNames: ['PAP_910'], campaign: 'CHRISTMAS', cutOff: null },
    { name: 'PHOTO_BOOKS', articleNames: ['PHOTOBOOK_A4', 'PHOTOBOOK_XL'], campaign: 'CHRISTMAS', cutOff: null },
    { name: 'CALENDARS', articleNames: ['CALENDAR_A3'], campaign: null, cutOff: cutOff(now, 4, 10) },
    { name: 'WALL_DECOR', articleNames: ['CANVAS_40x30'], campaign: 'MOTHERS_DAY', cutOff: null },
    { name: 'GIFTS', articleNames: ['MUG_CLASSIC', 'EVOUCHER'], campaign: null, cutOff: null },
  ];
}
