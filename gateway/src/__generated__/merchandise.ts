/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type MerchandiseChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type MerchandiseChannelsQuery = { Channels: Array<{ ID: string, VendorID: string | null, Locale: string }> };

export type MerchandiseChannelQueryVariables = Exact<{
  code: string;
  locale: string;
}>;


export type MerchandiseChannelQuery = { Channel: { ID: string, Locale: string, ShopUrl: string, Currency: string, Articles: Array<{ ID: string, ArticleType: string, Title: string, PageHeight: number | null, PageWidth: number | null, Visible: boolean, Links: Array<{ Rel: string, Url: string }>, Extras: { Border: boolean | null, CoverText: boolean | null, CoverType: string | null, Paper: string | null, PrintSize: string | null } }> } | null };


export const MerchandiseChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchandiseChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ID"}},{"kind":"Field","name":{"kind":"Name","value":"VendorID"}},{"kind":"Field","name":{"kind":"Name","value":"Locale"}}]}}]}}]} as unknown as DocumentNode<MerchandiseChannelsQuery, MerchandiseChannelsQueryVariables>;
export const MerchandiseChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchandiseChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Channel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"Code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"Locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ID"}},{"kind":"Field","name":{"kind":"Name","value":"Locale"}},{"kind":"Field","name":{"kind":"Name","value":"ShopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"Currency"}},{"kind":"Field","name":{"kind":"Name","value":"Articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ID"}},{"kind":"Field","name":{"kind":"Name","value":"ArticleType"}},{"kind":"Field","name":{"kind":"Name","value":"Title"}},{"kind":"Field","name":{"kind":"Name","value":"PageHeight"}},{"kind":"Field","name":{"kind":"Name","value":"PageWidth"}},{"kind":"Field","name":{"kind":"Name","value":"Visible"}},{"kind":"Field","name":{"kind":"Name","value":"Links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Rel"}},{"kind":"Field","name":{"kind":"Name","value":"Url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Border"}},{"kind":"Field","name":{"kind":"Name","value":"CoverText"}},{"kind":"Field","name":{"kind":"Name","value":"CoverType"}},{"kind":"Field","name":{"kind":"Name","value":"Paper"}},{"kind":"Field","name":{"kind":"Name","value":"PrintSize"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MerchandiseChannelQuery, MerchandiseChannelQueryVariables>;