import type { Resolvers } from '../__generated__/resolvers-types';
import { albumsResolvers } from './albums/resolvers';
import { baseResolvers } from './base/resolvers';
import { businessResolvers } from './business/resolvers';
import { downloadsResolvers } from './downloads/resolvers';
import { experimentsResolvers } from './experiments/resolvers';
import { feedbackResolvers } from './feedback/resolvers';
import { invoicesResolvers } from './invoices/resolvers';
import { nodeResolvers } from './node/resolvers';
import { ordersResolvers } from './orders/resolvers';
import { photoBooksResolvers } from './photoBooks/resolvers';
import { photosResolvers } from './photos/resolvers';
import { printsResolvers } from './prints/resolvers';
import { projectsResolvers } from './projects/resolvers';
import { settingsResolvers } from './settings/resolvers';
import { sharedAlbumsResolvers } from './sharedAlbums/resolvers';
import { siteResolvers } from './site/resolvers';
import { supportChatResolvers } from './supportChat/resolvers';
import { uploadsResolvers } from './uploads/resolvers';
import { viewerResolvers } from './viewer/resolvers';

/** Every domain's resolvers; @graphql-tools/schema merges them with schema/*.graphql. */
export const resolvers: Resolvers[] = [
  baseResolvers, nodeResolvers, viewerResolvers, photosResolvers, albumsResolvers, sharedAlbumsResolvers, printsResolvers,
  downloadsResolvers, ordersResolvers, settingsResolvers, invoicesResolvers, businessResolvers, projectsResolvers, photoBooksResolvers,
  siteResolvers,
  feedbackResolvers, experimentsResolvers,
  supportChatResolvers,
  uploadsResolvers,
];
