import type { CodegenConfig } from '@graphql-codegen/cli';

// schema/*.graphql → resolver types for the gateway, plus one merged SDL file for relay-compiler and tools.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  generates: {
    'schema/__generated__/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true, commentDescriptions: false, sort: true },
    },
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#Context',
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        useTypeImports: true,
        mappers: {
          Viewer: '../modules/viewer/mappers#ViewerModel',
          PhotoLibrary: '../modules/viewer/mappers#PhotoLibraryModel',
          Photo: '../modules/photos/mappers#PhotoModel',
          TimelineMonth: '../modules/photos/mappers#TimelineMonthModel',
          PhotoConnection: '../modules/photos/mappers#PhotoConnectionModel',
          PhotoLibraryImportEvent: '../modules/photos/mappers#ImportEventModel',
          Album: '../modules/albums/mappers#AlbumModel',
          AlbumConnection: '../modules/albums/mappers#AlbumConnectionModel',
          SharedAlbum: '../modules/sharedAlbums/mappers#SharedAlbumModel',
          SharedAlbumConnection: '../modules/sharedAlbums/mappers#SharedAlbumConnectionModel',
          Download: '../modules/downloads/mappers#DownloadModel',
          DownloadEvent: '../modules/downloads/mappers#DownloadEventModel',
          Order: '../modules/orders/mappers#OrderModel',
          OrderConnection: '../modules/orders/mappers#OrderConnectionModel',
          OrderProduct: '../modules/orders/mappers#OrderProductModel',
          OnlineVersion: '../modules/orders/mappers#OnlineVersionModel',
          Address: '../modules/settings/mappers#AddressModel',
          AddressConnection: '../modules/settings/mappers#AddressConnectionModel',
          SupportChatConversation: '../modules/supportChat/mappers#SupportChatConversationModel',
          SupportChatMessage: '../modules/supportChat/mappers#SupportChatMessageModel',
        },
      },
    },
  },
};

export default config;
