import type { CodegenConfig } from '@graphql-codegen/cli';

// schema/*.graphql → resolver types for the gateway, plus one merged SDL file for relay-compiler and tools; the
// merchandise service's contract (a GraphQL upstream) → its types for the services and the gateway's typed operations.
const PRODUCT_SCHEMA = 'schema/*.graphql';
const MERCHANDISE_SCHEMA = 'services/contracts/merchandise.graphql';

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'schema/__generated__/schema.graphql': {
      schema: PRODUCT_SCHEMA,
      plugins: ['schema-ast'],
      config: { includeDirectives: true, commentDescriptions: false, sort: true },
    },
    'gateway/src/__generated__/resolvers-types.ts': {
      schema: PRODUCT_SCHEMA,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#Context',
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        useTypeImports: true,
        mappers: {
          Viewer: '../modules/shared/viewerModels#ViewerModel',
          PhotoLibrary: '../modules/shared/viewerModels#PhotoLibraryModel',
          Photo: '../modules/shared/photoModels#PhotoModel',
          TimelineMonth: '../modules/photos/mappers#TimelineMonthModel',
          PhotoConnection: '../modules/shared/photoModels#PhotoConnectionModel',
          PhotoLibraryImportEvent: '../modules/photos/mappers#ImportEventModel',
          Album: '../modules/shared/albumModels#AlbumModel',
          AlbumConnection: '../modules/albums/mappers#AlbumConnectionModel',
          SharedAlbum: '../modules/shared/sharedAlbumModels#SharedAlbumModel',
          SharedAlbumConnection: '../modules/sharedAlbums/mappers#SharedAlbumConnectionModel',
          Download: '../modules/downloads/mappers#DownloadModel',
          DownloadEvent: '../modules/downloads/mappers#DownloadEventModel',
          Order: '../modules/orders/mappers#OrderModel',
          OrderConnection: '../modules/orders/mappers#OrderConnectionModel',
          OrderProduct: '../modules/shared/orderProducts#OrderProductModel',
          OnlineVersion: '../modules/orders/mappers#OnlineVersionModel',
          Address: '../modules/settings/mappers#AddressModel',
          AddressConnection: '../modules/settings/mappers#AddressConnectionModel',
          Site: '../modules/site/mappers#SiteModel',
          SupportChatConversation: '../modules/supportChat/mappers#SupportChatConversationModel',
          SupportChatMessage: '../modules/supportChat/mappers#SupportChatMessageModel',
        },
      },
    },
    // The merchandise service's own types (what its resolvers answer).
    'services/contracts/__generated__/merchandise.ts': {
      schema: MERCHANDISE_SCHEMA,
      plugins: ['typescript'],
      config: { enumsAsTypes: true, useTypeImports: true },
    },
    // The gateway's operations on it (gateway/src/upstream/merchandise.graphql) as typed document nodes.
    'gateway/src/__generated__/merchandise.ts': {
      schema: MERCHANDISE_SCHEMA,
      documents: 'gateway/src/upstream/merchandise.graphql',
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: { enumsAsTypes: true, useTypeImports: true, onlyOperationTypes: true },
    },
  },
};

export default config;
