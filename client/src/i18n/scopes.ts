/**
 * Message scopes whose texts load with their screens, not with the first page: in a production build the keys
 * `<scope>.…` leave the main catalogue chunk (vite.config.ts) and come from `messages/<locale>.json?scope=<scope>`,
 * which the scope's screens load beside their code (`createMessageScope`). The catalogues themselves stay whole: one
 * file per locale holds every text.
 */
export const LAZY_MESSAGE_SCOPES = ['orders', 'addresses', 'settings', 'invoices', 'business', 'savedProjects', 'photoBooks', 'feedback', 'experiments', 'supportChat', 'photoUploads', 'overviewActivity', 'photoDeletion'] as const;

/** The scope of a message key: its first segment (`orders.status.sent` → `orders`). */
export const scopeOf = (key: string) => key.slice(0, key.indexOf('.'));
