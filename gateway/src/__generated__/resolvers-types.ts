import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, PhotoLibraryModel } from '../modules/viewer/mappers';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** Counts of the customer's photo library, read from the photo management service. */
export type PhotoLibrary = {
  __typename?: 'PhotoLibrary';
  /** Number of albums the customer owns (>= 0). */
  albumsCount: Scalars['Int']['output'];
  /** Number of photos in the customer's library (>= 0). */
  photosCount: Scalars['Int']['output'];
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

/** Live updates over graphql-ws (path `/graphql`; `connection_init` payload `{ authorization: "Bearer <token>" }`). */
export type Subscription = {
  __typename?: 'Subscription';
  /** Emits the viewer's photo library counts at once and then whenever they change (checked every few seconds). */
  photoLibraryCountsChanged: PhotoLibrary;
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
  Node: ( ViewerModel );
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessAccountStatus: BusinessAccountStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PhotoLibrary: ResolverTypeWrapper<PhotoLibraryModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  PhotoLibrary: PhotoLibraryModel;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Viewer: ViewerModel;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type NodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Viewer', ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PhotoLibraryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoLibrary'] = ResolversParentTypes['PhotoLibrary']> = ResolversObject<{
  albumsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  photoLibraryCountsChanged?: SubscriptionResolver<ResolversTypes['PhotoLibrary'], "photoLibraryCountsChanged", ParentType, ContextType>;
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
  DateTime?: GraphQLScalarType;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PhotoLibrary?: PhotoLibraryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

