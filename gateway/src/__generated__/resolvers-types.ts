import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, PhotoLibraryModel } from '../modules/viewer/mappers';
import type { PhotoModel, TimelineMonthModel, PhotoConnectionModel, ImportEventModel } from '../modules/photos/mappers';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time with time zone, e.g. `2026-11-21T10:15:00.000Z`. */
  DateTime: { input: string; output: string; }
};

/** Result of `activatePhotoLibrary`. */
export type ActivatePhotoLibraryPayload = {
  __typename?: 'ActivatePhotoLibraryPayload';
  /** The library with its new status (IMPORTING while existing uploads are imported). */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** The status of a business (b2b) account, which decides the banner shown at the top of every page. */
export type BusinessAccountStatus =
  /** The account is validated and active: no banner. */
  | 'ACTIVE'
  /** The account is blocked: the customer must contact customer care. */
  | 'BLOCKED'
  /** Company details are missing: the customer is asked to complete them. */
  | 'DEFAULT'
  /** The account is pending validation by customer care. */
  | 'NEW';

/** Input of `cancelPhotoUploads`. */
export type CancelPhotoUploadsInput = {
  /** Every upload of the dialog: all are deleted. */
  uploadIds: Array<Scalars['ID']['input']>;
};

/** Result of `cancelPhotoUploads`. */
export type CancelPhotoUploadsPayload = {
  __typename?: 'CancelPhotoUploadsPayload';
  /** Uploads deleted. */
  deletedUploadIds: Array<Scalars['ID']['output']>;
  /** Uploads that could not be deleted. */
  failedUploadIds: Array<Scalars['ID']['output']>;
};

/** Input of `confirmPhotoUploads`. */
export type ConfirmPhotoUploadsInput = {
  /** Uploads the customer did not choose: they are deleted. */
  discardUploadIds?: Array<Scalars['ID']['input']>;
  /** Uploads to add to the library. */
  keepUploadIds: Array<Scalars['ID']['input']>;
};

/** Result of `confirmPhotoUploads`. */
export type ConfirmPhotoUploadsPayload = {
  __typename?: 'ConfirmPhotoUploadsPayload';
  /** Uploads that could not be added. */
  failedUploadIds: Array<Scalars['ID']['output']>;
  /** The library after the change (fresh counts and months). */
  photoLibrary?: Maybe<PhotoLibrary>;
  /** The photos added to the library. */
  photos: Array<Photo>;
};

/** Input of `createPhotoUploads`. */
export type CreatePhotoUploadsInput = {
  /** The files, in the order the customer chose them. */
  files: Array<PhotoUploadFileInput>;
};

/** Result of `createPhotoUploads`. */
export type CreatePhotoUploadsPayload = {
  __typename?: 'CreatePhotoUploadsPayload';
  /** One slot per file, in order. */
  uploads: Array<PhotoUpload>;
};

/** Input of `deleteAllPhotos`. */
export type DeleteAllPhotosInput = {
  /** Must be exactly the word DELETE. */
  confirmation: Scalars['String']['input'];
};

/** Result of `deleteAllPhotos`. */
export type DeleteAllPhotosPayload = {
  __typename?: 'DeleteAllPhotosPayload';
  /** How many photos were deleted. */
  deletedCount: Scalars['Int']['output'];
  /** The library after the delete. */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** Input of `deletePhotos`. */
export type DeletePhotosInput = {
  /** The photos to delete (global ids). */
  photoIds: Array<Scalars['ID']['input']>;
};

/** Result of `deletePhotos`: every requested id is in exactly one of the two lists. */
export type DeletePhotosPayload = {
  __typename?: 'DeletePhotosPayload';
  /** Ids of the photos that were deleted. */
  deletedPhotoIds: Array<Scalars['ID']['output']>;
  /** Ids of the photos that could not be deleted (after retries). */
  failedPhotoIds: Array<Scalars['ID']['output']>;
  /** The library after the delete (fresh counts and months). */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Starts activation of the photo library (imports the customer's existing uploads). */
  activatePhotoLibrary: ActivatePhotoLibraryPayload;
  /** Deletes every upload of an upload dialog the customer cancelled. */
  cancelPhotoUploads: CancelPhotoUploadsPayload;
  /** Adds the chosen uploads to the library and deletes the others. */
  confirmPhotoUploads: ConfirmPhotoUploadsPayload;
  /** Creates signed upload URLs, one per file. */
  createPhotoUploads: CreatePhotoUploadsPayload;
  /** Deletes every photo of the library. `confirmation` must be the word DELETE, else BAD_USER_INPUT. */
  deleteAllPhotos: DeleteAllPhotosPayload;
  /** Deletes photos in batches with retries; the payload lists exactly which ids were deleted and which failed. */
  deletePhotos: DeletePhotosPayload;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCancelPhotoUploadsArgs = {
  input: CancelPhotoUploadsInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationConfirmPhotoUploadsArgs = {
  input: ConfirmPhotoUploadsInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCreatePhotoUploadsArgs = {
  input: CreatePhotoUploadsInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteAllPhotosArgs = {
  input: DeleteAllPhotosInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeletePhotosArgs = {
  input: DeletePhotosInput;
};

/** An object with a globally unique, opaque ID. Pass the ID to `node(id:)` to fetch the object again. */
export type Node = {
  /** The opaque global ID of this object. */
  id: Scalars['ID']['output'];
};

/** Information about pagination in a Relay connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page; pass it as `after` to fetch the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items exist after `endCursor` (forward pagination). */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether more items exist before `startCursor` (backward pagination). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge of this page, or null for an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A photo in the customer's library. */
export type Photo = Node & {
  __typename?: 'Photo';
  /** When the photo was added to the library. */
  created: Scalars['DateTime']['output'];
  /** When the photo was taken (EXIF), or null when unknown. */
  dateTaken?: Maybe<Scalars['DateTime']['output']>;
  /** Height of the visible image in pixels. */
  height: Scalars['Int']['output'];
  /** The opaque global ID of the photo (`Photo` + image id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** The file name on the customer's device (used when downloading). */
  localFileName: Scalars['String']['output'];
  /** The rendition at one size. */
  thumbnail: Thumbnail;
  /** Every rendition available. */
  thumbnails: Array<Thumbnail>;
  /** The original bytes as uploaded (may be HEIC); signed, expiring URL. */
  untouchedUrl: Scalars['String']['output'];
  /** When its upload finished. */
  uploadEnd: Scalars['DateTime']['output'];
  /** Browser-displayable full-size rendition (JPEG); signed, expiring URL. */
  url: Scalars['String']['output'];
  /** Width of the visible image in pixels. */
  width: Scalars['Int']['output'];
};


/** A photo in the customer's library. */
export type PhotoThumbnailArgs = {
  size: ThumbnailSize;
};

/** A page of photos (Relay connection). */
export type PhotoConnection = {
  __typename?: 'PhotoConnection';
  /** The photos of this page. */
  edges: Array<PhotoEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** Number of photos in the whole connection, when known. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** An edge in a connection of photos. */
export type PhotoEdge = {
  __typename?: 'PhotoEdge';
  /** Cursor of this photo; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The photo. */
  node: Photo;
};

/** Counts of the customer's photo library, read from the photo management service. */
export type PhotoLibrary = {
  __typename?: 'PhotoLibrary';
  /** Number of albums the customer owns (>= 0). */
  albumsCount: Scalars['Int']['output'];
  /** True once an import of existing uploads has been started. */
  importStarted: Scalars['Boolean']['output'];
  /** The timeline summary: every month that has photos, newest first, with its count. */
  months: Array<TimelineMonth>;
  /** All photos of the library, a page at a time. */
  photos: PhotoConnection;
  /** Number of photos in the customer's library (>= 0). */
  photosCount: Scalars['Int']['output'];
  /** Activation / import status of the library. */
  status: PhotoLibraryStatus;
};


/** Counts of the customer's photo library, read from the photo management service. */
export type PhotoLibraryPhotosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  sort?: InputMaybe<PhotoSort>;
};

/** A live event of the photo library import (newest by timestamp only). */
export type PhotoLibraryImportEvent = {
  __typename?: 'PhotoLibraryImportEvent';
  /** Id of the upstream push message (uuid). */
  id: Scalars['ID']['output'];
  /** Photos imported so far, when known. */
  importedCount?: Maybe<Scalars['Int']['output']>;
  /** When it happened. */
  timestamp: Scalars['DateTime']['output'];
  /** Photos to import in all, when known. */
  totalCount?: Maybe<Scalars['Int']['output']>;
  /** What happened. */
  type: PhotoLibraryImportEventType;
};

/** Type of an import event. */
export type PhotoLibraryImportEventType =
  /** The import finished; the library is ACTIVE. */
  | 'IMPORT_FINISHED'
  /** Some photos were imported (see `importedCount` / `totalCount`). */
  | 'IMPORT_PROGRESS'
  /** The import of existing uploads started. */
  | 'IMPORT_STARTED';

/** Status of the customer's photo library (activation and import of existing uploads). */
export type PhotoLibraryStatus =
  /** The library is ready. */
  | 'ACTIVE'
  /** All photos are being deleted. */
  | 'DELETING'
  /** Existing uploads are being imported; `photoLibraryImportEvents` reports progress. */
  | 'IMPORTING'
  /** The library is not activated yet: `activatePhotoLibrary` starts importing the customer's existing uploads. */
  | 'NOT_ACTIVE';

/** How to sort photos. The default for the photo library is DATE_TAKEN, DESC. */
export type PhotoSort = {
  /** What to sort by. */
  key?: PhotoSortKey;
  /** The direction. */
  order?: SortOrder;
};

/** What photos are sorted by. */
export type PhotoSortKey =
  /** When the photo was added to the library. */
  | 'CREATED'
  /** When the photo was taken (EXIF); photos without a date count as January 1970. */
  | 'DATE_TAKEN'
  /** When the upload of the photo finished. */
  | 'UPLOADED';

/** An upload slot: send the file's bytes with an HTTP PUT to `uploadUrl` (straight to storage, not through GraphQL). */
export type PhotoUpload = {
  __typename?: 'PhotoUpload';
  /** When the signed URL expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** The file name. */
  fileName: Scalars['String']['output'];
  /** Id of the upload; pass it to `confirmPhotoUploads` or `cancelPhotoUploads`. */
  uploadId: Scalars['ID']['output'];
  /** Signed URL to PUT the bytes to. The answer tells whether the file was accepted, a duplicate, or rejected and why. */
  uploadUrl: Scalars['String']['output'];
};

/** A file the customer wants to upload. */
export type PhotoUploadFileInput = {
  /** The file name on the customer's device. */
  fileName: Scalars['String']['input'];
  /** Size in bytes. */
  size: Scalars['Int']['input'];
};

/** The root of every read: start from `viewer` (the signed-in customer) or refetch any object with `node`. */
export type Query = {
  __typename?: 'Query';
  /** Fetches any object by its global ID. Returns null when it does not exist or belongs to another customer. */
  node?: Maybe<Node>;
  /** Fetches several objects by their global IDs, in the same order; unknown IDs give null. */
  nodes: Array<Maybe<Node>>;
  /** The signed-in customer. Requires a bearer token; without one the request fails with `UNAUTHENTICATED`. */
  viewer: Viewer;
};


/** The root of every read: start from `viewer` (the signed-in customer) or refetch any object with `node`. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read: start from `viewer` (the signed-in customer) or refetch any object with `node`. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Sort direction. */
export type SortOrder =
  /** Oldest or smallest first. */
  | 'ASC'
  /** Newest or largest first. */
  | 'DESC';

/** Live updates over graphql-ws (path `/graphql`; `connection_init` payload `{ authorization: "Bearer <token>" }`). */
export type Subscription = {
  __typename?: 'Subscription';
  /** Emits the viewer's photo library counts at once and then whenever they change (checked every few seconds). */
  photoLibraryCountsChanged: PhotoLibrary;
  /** Live events of the photo library import, bridged from the photo service's push socket. */
  photoLibraryImportEvents: PhotoLibraryImportEvent;
};

/** A rendition of a photo at one size. URLs are signed and expire. */
export type Thumbnail = {
  __typename?: 'Thumbnail';
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** The requested size. */
  size: ThumbnailSize;
  /** Signed, expiring URL of the image. */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** A thumbnail size: the longest side in pixels (grid 300 on small and medium screens, 800 on large; preview 1300). */
export type ThumbnailSize =
  /** Longest side 300 px. */
  | 'S300'
  /** Longest side 800 px. */
  | 'S800'
  /** Longest side 1300 px. */
  | 'S1300';

/** One month of the timeline: its photo count is known from the summary before its photos are loaded. */
export type TimelineMonth = Node & {
  __typename?: 'TimelineMonth';
  /** Number of photos in this month. */
  count: Scalars['Int']['output'];
  /** The opaque global ID of the month (`TimelineMonth` + `<yyyy>-<mm>`); `node(id:)` resolves it (used by Relay refetch). */
  id: Scalars['ID']['output'];
  /** True for January 1970, which holds the photos without a date taken ('Unknown Date'). */
  isUnknownDate: Scalars['Boolean']['output'];
  /** The month, 1-12. */
  month: Scalars['Int']['output'];
  /** The photos of this month, a page at a time (24 per page in the product). */
  photos: PhotoConnection;
  /** The year (1970 for photos without a date taken). */
  year: Scalars['Int']['output'];
};


/** One month of the timeline: its photo count is known from the summary before its photos are loaded. */
export type TimelineMonthPhotosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  sort?: InputMaybe<PhotoSort>;
};

/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type Viewer = Node & {
  __typename?: 'Viewer';
  /** True when the customer API reports the account as deleted (404). The client then signs the customer out. */
  accountDeleted: Scalars['Boolean']['output'];
  /** The business account status (business customers only; null for consumers). */
  businessAccountStatus?: Maybe<BusinessAccountStatus>;
  /** The customer's e-mail address, or null when unknown. */
  email?: Maybe<Scalars['String']['output']>;
  /** The customer's first name, or null when the account is deleted or the customer API is unavailable. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The opaque global ID of the signed-in customer (`Viewer` + account id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** True when the sign-in token's authentication-method claim (`amr`) is `b2b` (case-insensitive). */
  isBusiness: Scalars['Boolean']['output'];
  /** The customer's full name (first and last name), or null when unknown. */
  name?: Maybe<Scalars['String']['output']>;
  /** The customer's photo library: counts now, timeline and photos later. Null when the photo service is unavailable. */
  photoLibrary?: Maybe<PhotoLibrary>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( PhotoModel )
    | ( TimelineMonthModel )
    | ( ViewerModel )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivatePhotoLibraryPayload: ResolverTypeWrapper<Omit<ActivatePhotoLibraryPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessAccountStatus: BusinessAccountStatus;
  CancelPhotoUploadsInput: CancelPhotoUploadsInput;
  CancelPhotoUploadsPayload: ResolverTypeWrapper<CancelPhotoUploadsPayload>;
  ConfirmPhotoUploadsInput: ConfirmPhotoUploadsInput;
  ConfirmPhotoUploadsPayload: ResolverTypeWrapper<Omit<ConfirmPhotoUploadsPayload, 'photoLibrary' | 'photos'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']>, photos: Array<ResolversTypes['Photo']> }>;
  CreatePhotoUploadsInput: CreatePhotoUploadsInput;
  CreatePhotoUploadsPayload: ResolverTypeWrapper<CreatePhotoUploadsPayload>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAllPhotosInput: DeleteAllPhotosInput;
  DeleteAllPhotosPayload: ResolverTypeWrapper<Omit<DeleteAllPhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  DeletePhotosInput: DeletePhotosInput;
  DeletePhotosPayload: ResolverTypeWrapper<Omit<DeletePhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Photo: ResolverTypeWrapper<PhotoModel>;
  PhotoConnection: ResolverTypeWrapper<PhotoConnectionModel>;
  PhotoEdge: ResolverTypeWrapper<Omit<PhotoEdge, 'node'> & { node: ResolversTypes['Photo'] }>;
  PhotoLibrary: ResolverTypeWrapper<PhotoLibraryModel>;
  PhotoLibraryImportEvent: ResolverTypeWrapper<ImportEventModel>;
  PhotoLibraryImportEventType: PhotoLibraryImportEventType;
  PhotoLibraryStatus: PhotoLibraryStatus;
  PhotoSort: PhotoSort;
  PhotoSortKey: PhotoSortKey;
  PhotoUpload: ResolverTypeWrapper<PhotoUpload>;
  PhotoUploadFileInput: PhotoUploadFileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Thumbnail: ResolverTypeWrapper<Thumbnail>;
  ThumbnailSize: ThumbnailSize;
  TimelineMonth: ResolverTypeWrapper<TimelineMonthModel>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivatePhotoLibraryPayload: Omit<ActivatePhotoLibraryPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  Boolean: Scalars['Boolean']['output'];
  CancelPhotoUploadsInput: CancelPhotoUploadsInput;
  CancelPhotoUploadsPayload: CancelPhotoUploadsPayload;
  ConfirmPhotoUploadsInput: ConfirmPhotoUploadsInput;
  ConfirmPhotoUploadsPayload: Omit<ConfirmPhotoUploadsPayload, 'photoLibrary' | 'photos'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']>, photos: Array<ResolversParentTypes['Photo']> };
  CreatePhotoUploadsInput: CreatePhotoUploadsInput;
  CreatePhotoUploadsPayload: CreatePhotoUploadsPayload;
  DateTime: Scalars['DateTime']['output'];
  DeleteAllPhotosInput: DeleteAllPhotosInput;
  DeleteAllPhotosPayload: Omit<DeleteAllPhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  DeletePhotosInput: DeletePhotosInput;
  DeletePhotosPayload: Omit<DeletePhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  Photo: PhotoModel;
  PhotoConnection: PhotoConnectionModel;
  PhotoEdge: Omit<PhotoEdge, 'node'> & { node: ResolversParentTypes['Photo'] };
  PhotoLibrary: PhotoLibraryModel;
  PhotoLibraryImportEvent: ImportEventModel;
  PhotoSort: PhotoSort;
  PhotoUpload: PhotoUpload;
  PhotoUploadFileInput: PhotoUploadFileInput;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Thumbnail: Thumbnail;
  TimelineMonth: TimelineMonthModel;
  Viewer: ViewerModel;
}>;

export type ActivatePhotoLibraryPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivatePhotoLibraryPayload'] = ResolversParentTypes['ActivatePhotoLibraryPayload']> = ResolversObject<{
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type CancelPhotoUploadsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CancelPhotoUploadsPayload'] = ResolversParentTypes['CancelPhotoUploadsPayload']> = ResolversObject<{
  deletedUploadIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  failedUploadIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ConfirmPhotoUploadsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmPhotoUploadsPayload'] = ResolversParentTypes['ConfirmPhotoUploadsPayload']> = ResolversObject<{
  failedUploadIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
}>;

export type CreatePhotoUploadsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatePhotoUploadsPayload'] = ResolversParentTypes['CreatePhotoUploadsPayload']> = ResolversObject<{
  uploads?: Resolver<Array<ResolversTypes['PhotoUpload']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAllPhotosPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAllPhotosPayload'] = ResolversParentTypes['DeleteAllPhotosPayload']> = ResolversObject<{
  deletedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type DeletePhotosPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletePhotosPayload'] = ResolversParentTypes['DeletePhotosPayload']> = ResolversObject<{
  deletedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  failedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activatePhotoLibrary?: Resolver<ResolversTypes['ActivatePhotoLibraryPayload'], ParentType, ContextType>;
  cancelPhotoUploads?: Resolver<ResolversTypes['CancelPhotoUploadsPayload'], ParentType, ContextType, RequireFields<MutationCancelPhotoUploadsArgs, 'input'>>;
  confirmPhotoUploads?: Resolver<ResolversTypes['ConfirmPhotoUploadsPayload'], ParentType, ContextType, RequireFields<MutationConfirmPhotoUploadsArgs, 'input'>>;
  createPhotoUploads?: Resolver<ResolversTypes['CreatePhotoUploadsPayload'], ParentType, ContextType, RequireFields<MutationCreatePhotoUploadsArgs, 'input'>>;
  deleteAllPhotos?: Resolver<ResolversTypes['DeleteAllPhotosPayload'], ParentType, ContextType, RequireFields<MutationDeleteAllPhotosArgs, 'input'>>;
  deletePhotos?: Resolver<ResolversTypes['DeletePhotosPayload'], ParentType, ContextType, RequireFields<MutationDeletePhotosArgs, 'input'>>;
}>;

export type NodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Photo' | 'TimelineMonth' | 'Viewer', ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PhotoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateTaken?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType, RequireFields<PhotoThumbnailArgs, 'size'>>;
  thumbnails?: Resolver<Array<ResolversTypes['Thumbnail']>, ParentType, ContextType>;
  untouchedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PhotoConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoConnection'] = ResolversParentTypes['PhotoConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PhotoEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PhotoEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoEdge'] = ResolversParentTypes['PhotoEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Photo'], ParentType, ContextType>;
}>;

export type PhotoLibraryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoLibrary'] = ResolversParentTypes['PhotoLibrary']> = ResolversObject<{
  albumsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importStarted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['TimelineMonth']>, ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['PhotoConnection'], ParentType, ContextType, RequireFields<PhotoLibraryPhotosArgs, 'first'>>;
  photosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PhotoLibraryStatus'], ParentType, ContextType>;
}>;

export type PhotoLibraryImportEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoLibraryImportEvent'] = ResolversParentTypes['PhotoLibraryImportEvent']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PhotoLibraryImportEventType'], ParentType, ContextType>;
}>;

export type PhotoUploadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoUpload'] = ResolversParentTypes['PhotoUpload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  photoLibraryCountsChanged?: SubscriptionResolver<ResolversTypes['PhotoLibrary'], "photoLibraryCountsChanged", ParentType, ContextType>;
  photoLibraryImportEvents?: SubscriptionResolver<ResolversTypes['PhotoLibraryImportEvent'], "photoLibraryImportEvents", ParentType, ContextType>;
}>;

export type ThumbnailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Thumbnail'] = ResolversParentTypes['Thumbnail']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['ThumbnailSize'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TimelineMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimelineMonth'] = ResolversParentTypes['TimelineMonth']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isUnknownDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['PhotoConnection'], ParentType, ContextType, RequireFields<TimelineMonthPhotosArgs, 'first'>>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  accountDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  businessAccountStatus?: Resolver<Maybe<ResolversTypes['BusinessAccountStatus']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBusiness?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  ActivatePhotoLibraryPayload?: ActivatePhotoLibraryPayloadResolvers<ContextType>;
  CancelPhotoUploadsPayload?: CancelPhotoUploadsPayloadResolvers<ContextType>;
  ConfirmPhotoUploadsPayload?: ConfirmPhotoUploadsPayloadResolvers<ContextType>;
  CreatePhotoUploadsPayload?: CreatePhotoUploadsPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAllPhotosPayload?: DeleteAllPhotosPayloadResolvers<ContextType>;
  DeletePhotosPayload?: DeletePhotosPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PhotoConnection?: PhotoConnectionResolvers<ContextType>;
  PhotoEdge?: PhotoEdgeResolvers<ContextType>;
  PhotoLibrary?: PhotoLibraryResolvers<ContextType>;
  PhotoLibraryImportEvent?: PhotoLibraryImportEventResolvers<ContextType>;
  PhotoUpload?: PhotoUploadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Thumbnail?: ThumbnailResolvers<ContextType>;
  TimelineMonth?: TimelineMonthResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

