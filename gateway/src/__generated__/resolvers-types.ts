import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, PhotoLibraryModel } from '../modules/shared/viewerModels';
import type { PhotoModel, PhotoConnectionModel } from '../modules/shared/photoModels';
import type { TimelineMonthModel, ImportEventModel } from '../modules/photos/mappers';
import type { AlbumModel } from '../modules/shared/albumModels';
import type { AlbumConnectionModel } from '../modules/albums/mappers';
import type { SharedAlbumModel } from '../modules/shared/sharedAlbumModels';
import type { SharedAlbumConnectionModel } from '../modules/sharedAlbums/mappers';
import type { DownloadModel, DownloadEventModel } from '../modules/downloads/mappers';
import type { OrderModel, OrderConnectionModel, OnlineVersionModel } from '../modules/orders/mappers';
import type { OrderProductModel } from '../modules/shared/orderProducts';
import type { AddressModel, AddressConnectionModel } from '../modules/settings/mappers';
import type { SiteModel } from '../modules/site/mappers';
import type { SupportChatConversationModel, SupportChatMessageModel } from '../modules/supportChat/mappers';
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
  /** Always null: activation is never refused (activating an active library changes nothing). Present so that every payload answers the same shape. */
  error?: Maybe<MutationError>;
  /** The library with its new status (IMPORTING while existing uploads are imported). */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** Input of `addAddress`. */
export type AddAddressInput = {
  /** The address (spec §5 messages on invalid fields). */
  address: DeliveryAddressInput;
  /** Make it the default delivery address (the first address always is). */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of `addAddress`. */
export type AddAddressPayload = {
  __typename?: 'AddAddressPayload';
  /** The new address as an edge (for `@appendEdge`); null when `error` is set. */
  addressEdge?: Maybe<AddressEdge>;
  /** INVALID_INPUT (see `fieldErrors`) or TOO_MANY_ADDRESSES; null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The signed-in customer (address count and default address read afresh). */
  viewer?: Maybe<Viewer>;
};

/** Input of `addPhotosToAlbum` (copy to album). */
export type AddPhotosToAlbumInput = {
  /** The album (global id of an own album; a shared album is refused with the `error` SHARED_ALBUM_READ_ONLY). */
  albumId: Scalars['ID']['input'];
  /** Library photos to copy into the album (global ids). */
  photoIds: Array<Scalars['ID']['input']>;
};

/** Result of `addPhotosToAlbum`: every requested id is in exactly one of the two lists. */
export type AddPhotosToAlbumPayload = {
  __typename?: 'AddPhotosToAlbumPayload';
  /** Photos now in the album. */
  addedPhotoIds: Array<Scalars['ID']['output']>;
  /** The album after the change (null when `error` is set). */
  album?: Maybe<Album>;
  /** Why nothing was added: NOT_FOUND (the album is not the customer's) or SHARED_ALBUM_READ_ONLY; null otherwise. */
  error?: Maybe<MutationError>;
  /** Photos that could not be added (not found, or not the customer's); every requested id when `error` is set. */
  failedPhotoIds: Array<Scalars['ID']['output']>;
};

/** An address of the customer's address book (the delivery addresses offered at checkout). */
export type Address = Node & {
  __typename?: 'Address';
  /** Addition to the house number (e.g. `A`, `2nd floor`). */
  addition?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Company, if any. */
  company?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 country code, e.g. `GB`, `NL`. */
  countryCode: Scalars['String']['output'];
  /** First name of the recipient. */
  firstName: Scalars['String']['output'];
  /** The opaque global ID (`Address` + address id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** True for the default delivery address (exactly one address is the default while the book is not empty). */
  isDefault: Scalars['Boolean']['output'];
  /** Last name of the recipient. */
  lastName: Scalars['String']['output'];
  /** Phone number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** Street name. */
  streetName: Scalars['String']['output'];
  /** House number. */
  streetNumber: Scalars['String']['output'];
};

/** The customer's address book, the default address first, then oldest first (Relay connection, at most 50 addresses). */
export type AddressConnection = {
  __typename?: 'AddressConnection';
  /** The addresses of this page. */
  edges: Array<AddressEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** How many addresses the book holds. */
  totalCount: Scalars['Int']['output'];
};

/** One address of the address book and its cursor. */
export type AddressEdge = {
  __typename?: 'AddressEdge';
  /** Cursor of this address; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The address. */
  node: Address;
};

/** An album the customer owns. Albums hold copies of references to library photos: removing a photo from an album keeps it in the library. */
export type Album = Node & {
  __typename?: 'Album';
  /** The cover: the photo most recently added, or null for an empty album. */
  coverPhoto?: Maybe<Photo>;
  /** When the album was created. */
  created: Scalars['DateTime']['output'];
  /** The opaque global ID of the album (`Album` + album id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** True when this is a legacy shared album the customer owns: it is read-only and opened as a `SharedAlbum` (same id suffix). */
  isShared: Scalars['Boolean']['output'];
  /** The album's name (never empty). */
  name: Scalars['String']['output'];
  /** The album's photos, a page at a time (sections of 24 in the product). */
  photos: PhotoConnection;
  /** Number of photos in the album (>= 0). */
  photosCount: Scalars['Int']['output'];
  /** The `SharedAlbum` view of this album when `isShared`, else null. */
  sharedAlbum?: Maybe<SharedAlbum>;
  /** When the album was last changed. */
  updated: Scalars['DateTime']['output'];
  /** True when the signed-in customer owns the album (current user id equals the album's owner id). */
  viewerIsOwner: Scalars['Boolean']['output'];
};


/** An album the customer owns. Albums hold copies of references to library photos: removing a photo from an album keeps it in the library. */
export type AlbumPhotosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  sort?: InputMaybe<AlbumPhotoSort>;
};

/** A page of the customer's albums, newest first (Relay connection). The product asks for 49 first (beside the 'New album' tile), then 50. */
export type AlbumConnection = {
  __typename?: 'AlbumConnection';
  /** The albums of this page. */
  edges: Array<AlbumEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** Number of albums in the whole connection, when known. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** An edge in a connection of albums. */
export type AlbumEdge = {
  __typename?: 'AlbumEdge';
  /** Cursor of this album; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The album. */
  node: Album;
};

/** A person an album is shared with, or its owner. */
export type AlbumParticipant = {
  __typename?: 'AlbumParticipant';
  /** The customer's e-mail address. */
  email: Scalars['String']['output'];
  /** Id of the customer (opaque). */
  id: Scalars['ID']['output'];
};

/** How to sort the photos of an album or a shared album. The default is CREATED, DESC. */
export type AlbumPhotoSort = {
  /** What to sort by. */
  key?: AlbumPhotoSortKey;
  /** The direction. */
  order?: SortOrder;
};

/** What album photos are sorted by. */
export type AlbumPhotoSortKey =
  /** When the photo was added to the library. */
  | 'CREATED'
  /** When the photo was taken (EXIF); photos without a date count as January 1970. */
  | 'DATE_TAKEN';

/** An event the product tracks for analytics (spec §4), sent to the testing tool only with analytics consent. */
export type AnalyticsEvent =
  /** The photo library's import (activation) finished: the import live connection's 'import finished'. */
  | 'PHOTO_LIBRARY_IMPORT_FINISHED';

/** Input of `answerFeedbackSurvey`. */
export type AnswerFeedbackSurveyInput = {
  /** An optional comment of at most 1,000 characters (longer: `fieldErrors`; over 10,000: `BAD_USER_INPUT`). */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The site's locale the survey was answered on (a survey locale). */
  locale: Scalars['String']['input'];
  /** The rating, 1 (poor) to 5 (excellent); any other number is refused in `fieldErrors`. */
  rating: Scalars['Int']['input'];
};

/** Result of `answerFeedbackSurvey`. */
export type AnswerFeedbackSurveyPayload = {
  __typename?: 'AnswerFeedbackSurveyPayload';
  /** INVALID_INPUT (see `fieldErrors`), ANALYTICS_CONSENT_REQUIRED or SURVEY_NOT_OFFERED; null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field (`rating`, `comment`) and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /**
   * The survey after the answer (not offered any more, reason `ANSWERED`). With `SURVEY_NOT_OFFERED` its state now (so a
   * screen stops offering it); null with any other error.
   */
  survey?: Maybe<FeedbackSurvey>;
};

/** A voucher code used on a product, with the offer behind it (from the voucher API). */
export type AppliedVoucher = {
  __typename?: 'AppliedVoucher';
  /** The code the customer entered. */
  code: Scalars['String']['output'];
  /** What it gave, e.g. `20% off photo books`; null when the voucher API no longer knows the code. */
  title?: Maybe<Scalars['String']['output']>;
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

/** How order status callbacks are posted to a business customer's callback URL. */
export type CallbackFormat =
  /** A CSV line. */
  | 'CSV'
  /** A JSON document. */
  | 'JSON'
  /** An XML document. */
  | 'XML';

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
  /** Always null: this mutation refuses no request as a whole (items that failed are in `failedUploadIds`). Present so that every payload answers the same shape. */
  error?: Maybe<MutationError>;
  /** Uploads that could not be deleted, including ids that are not (or no longer) the customer's uploads. */
  failedUploadIds: Array<Scalars['ID']['output']>;
};

/** Input of `changeOrderDeliveryAddress`. */
export type ChangeOrderDeliveryAddressInput = {
  /** The new address. */
  address: DeliveryAddressInput;
  /** The order (global id). */
  orderId: Scalars['ID']['input'];
};

/** Result of `changeOrderDeliveryAddress`: the order with its new address, or why nothing changed. */
export type ChangeOrderDeliveryAddressPayload = {
  __typename?: 'ChangeOrderDeliveryAddressPayload';
  /** NOT_FOUND, ADDRESS_CHANGE_TOO_LATE (production has started), INVALID_INPUT (see `fieldErrors`); null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The order after the change (same id, so every screen showing it updates); null when `error` is set. */
  order?: Maybe<Order>;
};

/** Input of `changePaymentMethod`. */
export type ChangePaymentMethodInput = {
  /** The preferred payment method (one of `paymentMethod.available`). */
  method: PaymentMethodType;
};

/** Result of `changePaymentMethod`. */
export type ChangePaymentMethodPayload = {
  __typename?: 'ChangePaymentMethodPayload';
  /** PAYMENT_METHOD_UNAVAILABLE; null on success. */
  error?: Maybe<MutationError>;
  /** The payment method after the change; null when `error` is set. */
  paymentMethod?: Maybe<PaymentMethodSettings>;
  /** The signed-in customer. */
  viewer?: Maybe<Viewer>;
};

/** A business customer's company details, which customer care validates (see `Viewer.businessAccountStatus`). */
export type CompanyDetails = {
  __typename?: 'CompanyDetails';
  /** The company name; null while missing. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The VAT number, normalised (e.g. `NL123456789B01`); null while missing. */
  vatNumber?: Maybe<Scalars['String']['output']>;
};

/** Result of `confirmAccountDeletion`. */
export type ConfirmAccountDeletionPayload = {
  __typename?: 'ConfirmAccountDeletionPayload';
  /** True when the account is deleted. */
  deleted: Scalars['Boolean']['output'];
  /** INVALID_CONFIRMATION_TOKEN; null on success. */
  error?: Maybe<MutationError>;
};

/** Result of `confirmEmailChange`. */
export type ConfirmEmailChangePayload = {
  __typename?: 'ConfirmEmailChangePayload';
  /** The new sign-in e-mail address; null when `error` is set. */
  email?: Maybe<Scalars['String']['output']>;
  /** INVALID_CONFIRMATION_TOKEN, EMAIL_IN_USE (taken meanwhile); null on success. */
  error?: Maybe<MutationError>;
};

/** Input of `confirmPhotoUploads`. */
export type ConfirmPhotoUploadsInput = {
  /** An own album (global id) to add the kept photos to as well (Add photos inside an album). Another customer's album or a shared album is refused in the payload's `error` before any upload is touched. */
  albumId?: InputMaybe<Scalars['ID']['input']>;
  /** Uploads the customer did not choose: they are deleted. */
  discardUploadIds?: Array<Scalars['ID']['input']>;
  /** Uploads to add to the library. */
  keepUploadIds: Array<Scalars['ID']['input']>;
};

/** Result of `confirmPhotoUploads`. */
export type ConfirmPhotoUploadsPayload = {
  __typename?: 'ConfirmPhotoUploadsPayload';
  /** Why nothing was changed: NOT_FOUND (`albumId` is not the customer's) or SHARED_ALBUM_READ_ONLY; null otherwise. Every upload id is then in `failedUploadIds` / `failedDiscardUploadIds`. */
  error?: Maybe<MutationError>;
  /** Uploads to discard that could not be deleted, including ids that are not (or no longer) the customer's uploads. */
  failedDiscardUploadIds: Array<Scalars['ID']['output']>;
  /** Uploads that could not be added. */
  failedUploadIds: Array<Scalars['ID']['output']>;
  /** The library after the change (fresh counts and months). */
  photoLibrary?: Maybe<PhotoLibrary>;
  /** The photos added to the library. */
  photos: Array<Photo>;
};

/** Input of `confirmSubscription` (the newsletter double opt-in link). */
export type ConfirmSubscriptionInput = {
  /** The link's `email` query parameter. */
  email: Scalars['String']['input'];
  /** The link's `confirmation-token` query parameter. */
  token: Scalars['String']['input'];
};

/** Result of `confirmSubscription`. */
export type ConfirmSubscriptionPayload = {
  __typename?: 'ConfirmSubscriptionPayload';
  /** INVALID_CONFIRMATION_TOKEN; null on success. */
  error?: Maybe<MutationError>;
  /** True when the address is subscribed. */
  subscribed: Scalars['Boolean']['output'];
};

/** Input of the confirmations of an e-mailed link (`confirmEmailChange`, `confirmAccountDeletion`). */
export type ConfirmationInput = {
  /** The link's `confirmation-token` query parameter. */
  token: Scalars['String']['input'];
};

/** The customer's cookie consent (spec §3): two booleans, stored as a code of two characters (analytics, marketing). */
export type CookieConsent = {
  __typename?: 'CookieConsent';
  /** Analytics cookies allowed. */
  analytics: Scalars['Boolean']['output'];
  /** The stored code: `00`, `01`, `10` or `11` (first character analytics, second marketing). */
  code: Scalars['String']['output'];
  /** Marketing cookies allowed. */
  marketing: Scalars['Boolean']['output'];
};

/** Input of `createAlbum`. */
export type CreateAlbumInput = {
  /** The album's name. */
  name: Scalars['String']['input'];
};

/** Result of `createAlbum`: the new album, or why the name was refused. */
export type CreateAlbumPayload = {
  __typename?: 'CreateAlbumPayload';
  /** The new album (null when the name was refused). */
  album?: Maybe<Album>;
  /** The new album as an edge, for Relay's `@prependEdge`. */
  albumEdge?: Maybe<AlbumEdge>;
  /** INVALID_INPUT when the name was refused (see `fieldErrors`); null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: the `name` field and its message ('Please give your album a name' or 'Name not valid'). Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The library after the change (fresh counts). */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** Input of `createDownload`. */
export type CreateDownloadInput = {
  /** A name for the download (at most 200 characters); the archive is named after it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Photos of the customer's library (global ids), 1-100; each counts once. Fewer or more is the `error` DOWNLOAD_LIMIT. */
  photoIds: Array<Scalars['ID']['input']>;
};

/** Result of `createDownload`: the new download, or why none was started. */
export type CreateDownloadPayload = {
  __typename?: 'CreateDownloadPayload';
  /** The new download, PENDING; `downloadEvents` reports its progress. Null when `error` is set. */
  download?: Maybe<Download>;
  /** Why no download was started: DOWNLOAD_LIMIT (not 1-100 photos) or NOT_FOUND (see `failedPhotoIds`); null on success. */
  error?: Maybe<MutationError>;
  /** With NOT_FOUND: the photos that are not the customer's (global ids as sent). Empty otherwise. */
  failedPhotoIds: Array<Scalars['ID']['output']>;
};

/** Input of `createGalleryEntry`. */
export type CreateGalleryEntryInput = {
  /** 1-3 category codes of `galleryCategories`. */
  categoryCodes: Array<Scalars['String']['input']>;
  /** The brand site's sales channel, e.g. `photoprint-gb`. */
  channel: Scalars['String']['input'];
  /** The photo book (global id of an `OnlinePhotoBook`) whose online version is READY. */
  photoBookId: Scalars['ID']['input'];
};

/** Result of `createGalleryEntry`: the photo book in the gallery, or why it was not listed. */
export type CreateGalleryEntryPayload = {
  __typename?: 'CreateGalleryEntryPayload';
  /**
   * NOT_FOUND (not the customer's photo book), ONLINE_VERSION_NOT_READY, ORDER_BLOCKED, GALLERY_ENTRY_EXISTS,
   * INVALID_INPUT (see `fieldErrors`), FORBIDDEN (a business customer); null on success.
   */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field (`categoryCodes`) and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The photo book with its new gallery entry; null when `error` is set. */
  photoBook?: Maybe<OnlinePhotoBook>;
};

/** Input of `createPhotoUploads`. */
export type CreatePhotoUploadsInput = {
  /** The files, in the order the customer chose them. */
  files: Array<PhotoUploadFileInput>;
};

/** Result of `createPhotoUploads`. */
export type CreatePhotoUploadsPayload = {
  __typename?: 'CreatePhotoUploadsPayload';
  /** INVALID_INPUT when a file has a blank name or no bytes, or the storage service refuses one (too large): see `fieldErrors`. Null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: the `files` field and the message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** One slot per file, in order (none when `error` is set). */
  uploads: Array<PhotoUpload>;
};

/** Input of `createPrintSelection`. */
export type CreatePrintSelectionInput = {
  /** The album the photos were chosen in, if any. A shared album is refused with the `error` SHARED_ALBUM_READ_ONLY. */
  albumId?: InputMaybe<Scalars['ID']['input']>;
  /** The brand site's sales channel, passed on to the editor (e.g. `photoprint-gb`). */
  channel: Scalars['String']['input'];
  /** The library photos to print (global ids), 1-500; fewer or more is the `error` PRINT_LIMIT. */
  photoIds: Array<Scalars['ID']['input']>;
};

/** Result of `createPrintSelection`: where to send the customer to customise the prints, or why nothing was stored. */
export type CreatePrintSelectionPayload = {
  __typename?: 'CreatePrintSelectionPayload';
  /** The prints editor URL with `autoselectproduct` (PAP_910), `channel` and `tempSelectionId`; null when `error` is set. */
  editorUrl?: Maybe<Scalars['String']['output']>;
  /** Why nothing was stored: PRINT_LIMIT, SHARED_ALBUM_READ_ONLY, NOT_FOUND of `albumId` or of `photoIds` (see `failedPhotoIds`); null on success. */
  error?: Maybe<MutationError>;
  /** With NOT_FOUND of `photoIds`: the photos that are not in the customer's library (global ids as sent). Empty otherwise. */
  failedPhotoIds: Array<Scalars['ID']['output']>;
  /** Id of the temporary selection holding the photos; null when `error` is set. */
  tempSelectionId?: Maybe<Scalars['ID']['output']>;
};

/** Input of `createSharedAlbumDownload`. */
export type CreateSharedAlbumDownloadInput = {
  /** A name for the download (at most 200 characters); default the album's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Photos of that album (global ids), any participant's, 1-100; each counts once. Fewer or more is the `error` DOWNLOAD_LIMIT. */
  photoIds: Array<Scalars['ID']['input']>;
  /** The shared album (global id of a `SharedAlbum`) the photos were chosen in; the customer must own it or take part in it. */
  sharedAlbumId: Scalars['ID']['input'];
};

/** Result of `createSharedAlbumDownload`: the new download, or why none was started. */
export type CreateSharedAlbumDownloadPayload = {
  __typename?: 'CreateSharedAlbumDownloadPayload';
  /** The new download, PENDING; `downloadEvents` reports its progress. Null when `error` is set. */
  download?: Maybe<Download>;
  /** Why no download was started: DOWNLOAD_LIMIT (not 1-100 photos), NOT_FOUND of `sharedAlbumId` (the customer neither owns nor takes part in it) or of `photoIds` (see `failedPhotoIds`); null on success. */
  error?: Maybe<MutationError>;
  /** With NOT_FOUND of `photoIds`: the photos that are not in the album (global ids as sent). Empty otherwise. */
  failedPhotoIds: Array<Scalars['ID']['output']>;
};

/** Input of `deleteAddress`. */
export type DeleteAddressInput = {
  /** The address to delete (global id). */
  addressId: Scalars['ID']['input'];
};

/** Result of `deleteAddress`. */
export type DeleteAddressPayload = {
  __typename?: 'DeleteAddressPayload';
  /** The id of the deleted address (for `@deleteEdge`); null when `error` is set. */
  deletedAddressId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND; null on success. */
  error?: Maybe<MutationError>;
  /** The signed-in customer (another address may have become the default). */
  viewer?: Maybe<Viewer>;
};

/** Input of `deleteAlbum`. */
export type DeleteAlbumInput = {
  /** The album (global id). Its photos stay in the library. */
  albumId: Scalars['ID']['input'];
};

/** Result of `deleteAlbum`: the deleted album's id, or why nothing was deleted. */
export type DeleteAlbumPayload = {
  __typename?: 'DeleteAlbumPayload';
  /** Global id of the deleted album (for Relay's `@deleteRecord`); null when nothing was deleted (see `error`). */
  deletedAlbumId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND when the album does not exist (any more) or is not the customer's; null on success. */
  error?: Maybe<MutationError>;
  /** The library after the change (fresh counts). */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** Input of `deleteAllPhotos`. */
export type DeleteAllPhotosInput = {
  /** Must be exactly the word DELETE. */
  confirmation: Scalars['String']['input'];
};

/** Result of `deleteAllPhotos`. */
export type DeleteAllPhotosPayload = {
  __typename?: 'DeleteAllPhotosPayload';
  /** How many photos were deleted (0 when `error` is set). */
  deletedCount: Scalars['Int']['output'];
  /** INVALID_INPUT when `confirmation` is not the word DELETE (see `fieldErrors`); nothing was deleted. Null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: the `confirmation` field and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The library after the delete. */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** Input of `deleteGalleryEntry`. */
export type DeleteGalleryEntryInput = {
  /** The brand site's sales channel, e.g. `photoprint-gb`. */
  channel: Scalars['String']['input'];
  /** The photo book (global id of an `OnlinePhotoBook`) whose gallery entry is removed. */
  photoBookId: Scalars['ID']['input'];
};

/** Result of `deleteGalleryEntry`. */
export type DeleteGalleryEntryPayload = {
  __typename?: 'DeleteGalleryEntryPayload';
  /** The global id of the removed entry; null when `error` is set. */
  deletedGalleryEntryId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND (no entry, or not the customer's photo book), FORBIDDEN; null on success. */
  error?: Maybe<MutationError>;
  /** The photo book, now without a gallery entry; null when `error` is set. */
  photoBook?: Maybe<OnlinePhotoBook>;
};

/** Input of `deleteOnlineVersion`. */
export type DeleteOnlineVersionInput = {
  /** The photo book (global id of an `OnlinePhotoBook`) whose online version is taken down. */
  photoBookId: Scalars['ID']['input'];
};

/** Result of `deleteOnlineVersion`. */
export type DeleteOnlineVersionPayload = {
  __typename?: 'DeleteOnlineVersionPayload';
  /** NOT_FOUND (not the customer's photo book, or it has no online version), FORBIDDEN (a business customer); null on success. */
  error?: Maybe<MutationError>;
  /**
   * The photo book without an online version (its `product.onlineVersion` is NOT_REQUESTED again: 'Request online
   * version'); null when `error` is set.
   */
  photoBook?: Maybe<OnlinePhotoBook>;
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
  /** Always null: this mutation refuses no request as a whole (items that failed are in `failedPhotoIds`). Present so that every payload answers the same shape. */
  error?: Maybe<MutationError>;
  /** Ids of the photos that could not be deleted (after retries). */
  failedPhotoIds: Array<Scalars['ID']['output']>;
  /** The library after the delete (fresh counts and months). */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** Input of `deleteProject`. */
export type DeleteProjectInput = {
  /** The project to delete (global id of a `SavedProject`). */
  projectId: Scalars['ID']['input'];
};

/** Result of `deleteProject`. */
export type DeleteProjectPayload = {
  __typename?: 'DeleteProjectPayload';
  /** The global id of the deleted project (remove it from every loaded list); null when `error` is set. */
  deletedProjectId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND (unknown, already deleted, or another customer's); null on success. */
  error?: Maybe<MutationError>;
  /** How many saved projects the customer has now; null when `error` is set. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** Input of `deleteSharedAlbum`. */
export type DeleteSharedAlbumInput = {
  /** The shared album (global id). */
  sharedAlbumId: Scalars['ID']['input'];
};

/**
 * Result of `deleteSharedAlbum`. As owner the album is gone for every participant and all photos stay in their
 * owners' libraries; as participant it is gone for this customer only, and the photos this customer put in it are
 * taken out of it (they stay in this customer's library).
 */
export type DeleteSharedAlbumPayload = {
  __typename?: 'DeleteSharedAlbumPayload';
  /** When the customer owned the album: the global id of its `Album` (own shared albums are listed in `albums` too), for `@deleteRecord`; else null. */
  deletedAlbumId?: Maybe<Scalars['ID']['output']>;
  /** Global id of the deleted shared album (for Relay's `@deleteRecord`); null when nothing was deleted (see `error`). */
  deletedSharedAlbumId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND when the customer neither owns nor takes part in the album (or it is gone); null on success. */
  error?: Maybe<MutationError>;
  /** The library after the change (fresh counts). */
  photoLibrary?: Maybe<PhotoLibrary>;
};

/** A delivery address, as typed by the customer. */
export type DeliveryAddressInput = {
  /** Addition to the house number. */
  addition?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** Company, if any. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: Scalars['String']['input'];
  /** First name of the recipient. */
  firstName: Scalars['String']['input'];
  /** Last name of the recipient. */
  lastName: Scalars['String']['input'];
  /** Phone number: 'Phone number must be valid'. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal code of `countryCode`: 'Postal Code must be valid'. */
  postalCode: Scalars['String']['input'];
  /** Street name: 'Street name must be valid'. */
  streetName: Scalars['String']['input'];
  /** House number: 'Street number must be valid'. */
  streetNumber: Scalars['String']['input'];
};

/** The expected delivery window of an order. */
export type DeliveryDates = {
  __typename?: 'DeliveryDates';
  /** The earliest expected delivery day (ISO date, `yyyy-MM-dd`). */
  earliest: Scalars['String']['output'];
  /** The latest expected delivery day (ISO date, `yyyy-MM-dd`). */
  latest: Scalars['String']['output'];
};

/** How an order is delivered. */
export type DeliveryType =
  /** To the customer's (or a recipient's) home address. */
  | 'HOME'
  /** To a pick-up point, where the customer collects it. */
  | 'PICKUP_POINT';

/** Input of `dismissFeedbackSurvey`. */
export type DismissFeedbackSurveyInput = {
  /** The site's locale the survey was declined on (a survey locale). */
  locale: Scalars['String']['input'];
};

/** Result of `dismissFeedbackSurvey`. */
export type DismissFeedbackSurveyPayload = {
  __typename?: 'DismissFeedbackSurveyPayload';
  /** ANALYTICS_CONSENT_REQUIRED or SURVEY_NOT_OFFERED; null on success. */
  error?: Maybe<MutationError>;
  /**
   * The survey after the dismissal (not offered any more, reason `DISMISSED`). With `SURVEY_NOT_OFFERED` its state now;
   * null with `ANALYTICS_CONSENT_REQUIRED`.
   */
  survey?: Maybe<FeedbackSurvey>;
};

/** A .zip archive of up to 100 photos (their original files), built in the background. */
export type Download = Node & {
  __typename?: 'Download';
  /** When the download was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** The file name of the archive, e.g. `Summer 2023.zip`. */
  fileName: Scalars['String']['output'];
  /** When the archive was finished or failed; null before. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The opaque global ID of the download (`Download` + download id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** The name given to the download (e.g. the album's name), or null. */
  name?: Maybe<Scalars['String']['output']>;
  /** Number of photos in the download (1-100). */
  photosCount: Scalars['Int']['output'];
  /** Photos written into the archive so far, out of all. */
  progress: DownloadProgress;
  /** Where the archive is in its life. */
  status: DownloadStatus;
  /** Signed, expiring URL of the finished archive (an http or https URL only); null unless FINISHED. Ask for it again when it may have expired (after about an hour). */
  url?: Maybe<Scalars['String']['output']>;
};

/** A live event of one of the customer's archives. */
export type DownloadEvent = {
  __typename?: 'DownloadEvent';
  /** Photos written so far, when known. */
  done?: Maybe<Scalars['Int']['output']>;
  /** The download as it is now (one call to the download service per event that asks for it); null when it is gone. */
  download?: Maybe<Download>;
  /** The download (global id). */
  downloadId: Scalars['ID']['output'];
  /** Id of the upstream push message (uuid). */
  id: Scalars['ID']['output'];
  /** When it happened. */
  timestamp: Scalars['DateTime']['output'];
  /** Photos of the download, when known. */
  total?: Maybe<Scalars['Int']['output']>;
  /** What happened. */
  type: DownloadEventType;
};

/** What happened to an archive. */
export type DownloadEventType =
  /** The archive could not be built. */
  | 'ERROR'
  /** The archive is ready: fetch `download { url }`. */
  | 'FINISHED'
  /** One more photo was written (see `done` / `total`). */
  | 'PROGRESS'
  /** Building started. */
  | 'STARTED';

/** How far the building of an archive is. */
export type DownloadProgress = {
  __typename?: 'DownloadProgress';
  /** Photos written into the archive so far. */
  done: Scalars['Int']['output'];
  /** Photos of the download. */
  total: Scalars['Int']['output'];
};

/** Where a download archive is in its life: PENDING → IN_PROGRESS → FINISHED or FAILED. */
export type DownloadStatus =
  /** The archive could not be built; it will never be offered. */
  | 'FAILED'
  /** The archive is ready: `url` fetches it. */
  | 'FINISHED'
  /** The archive is being built (see `progress`). */
  | 'IN_PROGRESS'
  /** Accepted, waiting to be built. */
  | 'PENDING';

/** A gift e-voucher bought in an order. */
export type EVoucher = {
  __typename?: 'EVoucher';
  /** The e-voucher code, once issued; null before. */
  code?: Maybe<Scalars['String']['output']>;
  /** True when the payment provider is one that takes longer to confirm a payment (e.g. bank transfer). */
  slowPaymentProvider: Scalars['Boolean']['output'];
  /** Whether it has been issued. */
  state: EVoucherState;
  /** Its value. */
  value?: Maybe<Money>;
};

/** Whether a gift e-voucher has been issued yet. */
export type EVoucherState =
  /** The order is not paid yet: the e-voucher is shown here once paid (some payment providers take longer). */
  | 'AWAITING_PAYMENT'
  /** The order was cancelled: no e-voucher will be issued. */
  | 'CANCELLED'
  /** Issued: `code` holds it. */
  | 'ISSUED';

/** The variant of an experiment the signed-in customer sees. */
export type Experiment = {
  __typename?: 'Experiment';
  /**
   * True when the testing tool assigned the variant (the customer allows analytics cookies): record an exposure when it
   * is shown (`recordExperimentExposure`). False: CONTROL by default, without analytics consent or while the testing
   * tool is unavailable; nothing is to be recorded.
   */
  assigned: Scalars['Boolean']['output'];
  /** The experiment. */
  name: ExperimentName;
  /** The customer's variant: the testing tool's sticky assignment, or CONTROL when it was not asked (see `assigned`). */
  variant: ExperimentVariant;
};

/** An exposure the testing tool recorded. */
export type ExperimentExposure = {
  __typename?: 'ExperimentExposure';
  /** The experiment. */
  name: ExperimentName;
  /** When it was recorded. */
  recordedAt: Scalars['DateTime']['output'];
  /** The variant the customer was shown (the testing tool's assignment). */
  variant: ExperimentVariant;
};

/** The A/B experiments of the testing tool the product knows (spec §7). */
export type ExperimentName =
  /** 'sample-test': variant A shows a 'Create something new' card on the overview. */
  | 'SAMPLE_TEST';

/** A variant of an experiment. */
export type ExperimentVariant =
  /** The changed version. */
  | 'A'
  /** What every customer sees without the experiment. */
  | 'CONTROL';

/**
 * The short feedback survey (a rating of 1 to 5 and an optional comment) as the signed-in customer sees it on a site of
 * one locale: offered or not, and why not. A customer answers or dismisses it once; the mutations answer this object
 * again (same id), so a screen showing it updates in place.
 */
export type FeedbackSurvey = Node & {
  __typename?: 'FeedbackSurvey';
  /** The opaque global ID (`FeedbackSurvey` + account id + locale); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** The site's locale it was asked for, e.g. `nl-BE`. */
  locale: Scalars['String']['output'];
  /** True when the survey may be shown now: a survey locale, analytics cookies allowed, not answered or dismissed before. */
  offered: Scalars['Boolean']['output'];
  /** Why it is not offered; null when it is. */
  reason?: Maybe<FeedbackSurveyReason>;
  /** When the customer answered or dismissed it; null before. */
  respondedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Why the feedback survey is not offered to the customer. */
export type FeedbackSurveyReason =
  /** The customer answered it (on any site): it is never offered again. */
  | 'ANSWERED'
  /** The customer declined it ('No thanks', on any site): it is never offered again. */
  | 'DISMISSED'
  /** The site's locale is not one of the survey locales (en-GB, nl-NL, es-ES, fr-FR, nl-BE, de-AT, it-IT, da-DK, pt-PT, nb-NO, sv-SE). */
  | 'LOCALE_NOT_SURVEYED'
  /** The customer has not allowed analytics cookies: the survey is analytics, so it is neither offered nor sent. */
  | 'NO_ANALYTICS_CONSENT';

/** An input field that was refused, with the message to show beside it. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The input field, e.g. `postalCode`, `phone`, `recipientEmail`. */
  field: Scalars['String']['output'];
  /** What is wrong, in words for the customer (English), e.g. 'Postal Code must be valid'. */
  message: Scalars['String']['output'];
};

/**
 * A business customer's FTP integration: where to upload order files (the instructions), and where the order status
 * callbacks go. The FTP password is sent by customer care and never shown.
 */
export type FtpIntegration = {
  __typename?: 'FtpIntegration';
  /** The format of the callbacks; null when none is chosen. */
  callbackFormat?: Maybe<CallbackFormat>;
  /** The https URL order status callbacks are posted to; null when none is set. */
  callbackUrl?: Maybe<Scalars['String']['output']>;
  /** The customer's upload folder on the server. */
  folder: Scalars['String']['output'];
  /** The FTP server (FTPS) to upload order files to. */
  host: Scalars['String']['output'];
  /** Its port. */
  port: Scalars['Int']['output'];
  /** The customer's FTP user name. */
  user: Scalars['String']['output'];
};

/** A category of the public gallery of online photo books. */
export type GalleryCategory = {
  __typename?: 'GalleryCategory';
  /** Its code, e.g. `travel`; what `categoryCodes` take. */
  code: Scalars['String']['output'];
  /** Its name, e.g. `Travel`. */
  name: Scalars['String']['output'];
};

/** An online photo book listed in the brand's public gallery, under its categories. */
export type GalleryEntry = Node & {
  __typename?: 'GalleryEntry';
  /** Its categories (1-3). */
  categories: Array<GalleryCategory>;
  /** The sales channel whose gallery lists it. */
  channel: Scalars['String']['output'];
  /** When it was added to the gallery. */
  createdAt: Scalars['DateTime']['output'];
  /** The opaque global ID (`GalleryEntry` + product code + channel). */
  id: Scalars['ID']['output'];
  /** When its categories last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * An invoice of a business customer, downloadable as a PDF. Only business customers have invoices; for anyone else
 * `Viewer.invoices` fails with `FORBIDDEN`.
 */
export type Invoice = Node & {
  __typename?: 'Invoice';
  /** The sales channel that issued it (historical invoices), e.g. `photoprint-gb`; null for current ones. */
  channel?: Maybe<Scalars['String']['output']>;
  /**
   * Where to GET the PDF on this gateway: a path such as `/files/invoices/<id>`, answered only with the same
   * `Authorization: Bearer` header as GraphQL requests (401 without it, 403 for a consumer, 404 for an unknown invoice or
   * another customer's). The response is `application/pdf` with `Content-Disposition: attachment; filename="<fileName>"`.
   */
  downloadUrl: Scalars['String']['output'];
  /** The name to save the PDF as: `invoice_{orderRef}.pdf`. */
  fileName: Scalars['String']['output'];
  /** The opaque global ID (`Invoice` + kind, id and, for historical invoices, channel); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** The invoice number (current invoices); null for historical ones. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** Which invoicing system issued it. */
  kind: InvoiceKind;
  /** The reference of the order it is for (the super order code). */
  orderRef: Scalars['String']['output'];
  /** The invoice total, VAT included, in the order's currency. */
  total: Money;
};

/** A business customer's invoices of one kind, newest first (Relay connection). */
export type InvoiceConnection = {
  __typename?: 'InvoiceConnection';
  /** The invoices of this page. */
  edges: Array<InvoiceEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** How many invoices of this kind the customer has. */
  totalCount: Scalars['Int']['output'];
};

/** One invoice and its cursor. */
export type InvoiceEdge = {
  __typename?: 'InvoiceEdge';
  /** Cursor of this invoice; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The invoice. */
  node: Invoice;
};

/** Which invoicing system issued an invoice. */
export type InvoiceKind =
  /** Issued by the current invoicing system (one invoice group file per order). */
  | 'CURRENT'
  /** Issued by the invoicing system before it; its PDF is fetched by id and sales channel. */
  | 'HISTORICAL';

/** A print-ready map PDF of a business customer's products. */
export type MapPdf = Node & {
  __typename?: 'MapPdf';
  /** Its code at the product service. */
  code: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Where to GET the PDF on this gateway (a path such as `/files/map-pdfs/<id>`), with the same bearer header as GraphQL requests; 403 for a consumer, 404 for another customer's. */
  downloadUrl: Scalars['String']['output'];
  /** The name to save it as, e.g. `MAP-….pdf`. */
  fileName: Scalars['String']['output'];
  /** The opaque global ID (`MapPdf` + code); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** A name for people, e.g. `Shop window map, A2`. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  sizeBytes: Scalars['Int']['output'];
};

/** An amount of money. */
export type Money = {
  __typename?: 'Money';
  /** The amount in minor units (cents, pence). */
  amountInMinorUnits: Scalars['Int']['output'];
  /** ISO 4217 currency code, e.g. `EUR`, `GBP`. */
  currency: Scalars['String']['output'];
};

/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Starts activation of the photo library (imports the customer's existing uploads). */
  activatePhotoLibrary: ActivatePhotoLibraryPayload;
  /** Adds an address to the address book. */
  addAddress: AddAddressPayload;
  /** Copies library photos into an own album. Another customer's album or a shared album is refused in the payload's `error`. */
  addPhotosToAlbum: AddPhotosToAlbumPayload;
  /** Sends the customer's answer to the feedback survey (once: it is not offered again). Needs analytics consent. */
  answerFeedbackSurvey: AnswerFeedbackSurveyPayload;
  /** Deletes every upload of an upload dialog the customer cancelled. */
  cancelPhotoUploads: CancelPhotoUploadsPayload;
  /** Changes the delivery address of an order while it has not gone to production; a refusal is the payload's `error`. */
  changeOrderDeliveryAddress: ChangeOrderDeliveryAddressPayload;
  /** Chooses the preferred payment method. */
  changePaymentMethod: ChangePaymentMethodPayload;
  /**
   * Confirms an account deletion from its link. Needs no sign-in: when signed in, the token must be the viewer's own;
   * otherwise the identity the token names is used.
   */
  confirmAccountDeletion: ConfirmAccountDeletionPayload;
  /**
   * Confirms an e-mail change from its link. Needs no sign-in: when signed in, the token must be the viewer's own;
   * otherwise the identity the token names is used.
   */
  confirmEmailChange: ConfirmEmailChangePayload;
  /** Adds the chosen uploads to the library and deletes the others. */
  confirmPhotoUploads: ConfirmPhotoUploadsPayload;
  /** Confirms a newsletter subscription from its double opt-in link. Needs no sign-in. */
  confirmSubscription: ConfirmSubscriptionPayload;
  /** Creates an album. A refused name is answered in the payload's `error` (INVALID_INPUT) and `fieldErrors`. */
  createAlbum: CreateAlbumPayload;
  /** Starts building a .zip archive of 1-100 library photos. Photos that are not the customer's are refused in the payload's `error` (NOT_FOUND, `failedPhotoIds`). */
  createDownload: CreateDownloadPayload;
  /** Lists a READY online photo book in the brand's public gallery under 1-3 categories; a refusal is the payload's `error`. */
  createGalleryEntry: CreateGalleryEntryPayload;
  /** Creates signed upload URLs, one per file. */
  createPhotoUploads: CreatePhotoUploadsPayload;
  /** Stores the chosen photos as a temporary selection and returns the prints editor URL (hand-off); a refusal is the payload's `error`. */
  createPrintSelection: CreatePrintSelectionPayload;
  /** Starts building a .zip archive of 1-100 photos of a shared album (every participant's photos may be downloaded). Photos not in the album are refused in the payload's `error` (NOT_FOUND, `failedPhotoIds`). */
  createSharedAlbumDownload: CreateSharedAlbumDownloadPayload;
  /** Deletes an address of the address book. */
  deleteAddress: DeleteAddressPayload;
  /** Deletes an own album; its photos stay in the library. */
  deleteAlbum: DeleteAlbumPayload;
  /** Deletes every photo of the library. `confirmation` must be the word DELETE, else the payload's `error` is INVALID_INPUT. */
  deleteAllPhotos: DeleteAllPhotosPayload;
  /** Removes a photo book from the brand's public gallery; a refusal is the payload's `error`. */
  deleteGalleryEntry: DeleteGalleryEntryPayload;
  /**
   * Takes down the online version of a photo book (its public page, shares and gallery entries go with it); it can be
   * requested again. A refusal is the payload's `error`.
   */
  deleteOnlineVersion: DeleteOnlineVersionPayload;
  /** Deletes photos in batches with retries; the payload lists exactly which ids were deleted and which failed. */
  deletePhotos: DeletePhotosPayload;
  /** Deletes a saved project; a refusal is the payload's `error`. */
  deleteProject: DeleteProjectPayload;
  /** Deletes a shared album: for everyone as owner, for this customer as participant. */
  deleteSharedAlbum: DeleteSharedAlbumPayload;
  /** Declines the feedback survey ('No thanks'): it is not offered again. Needs analytics consent. */
  dismissFeedbackSurvey: DismissFeedbackSurveyPayload;
  /** Records that the customer was shown their variant of an experiment. Needs analytics consent. */
  recordExperimentExposure: RecordExperimentExposurePayload;
  /** Reads the e-voucher of a gift e-voucher product afresh (by its product code), e.g. while it awaits the payment. */
  refreshEVoucher: RefreshEVoucherPayload;
  /** Takes photos out of an own album. Another customer's album or a shared album is refused in the payload's `error`. */
  removePhotosFromAlbum: RemovePhotosFromAlbumPayload;
  /** Renames an own album. A refused name is answered in the payload's `error` (INVALID_INPUT) and `fieldErrors`, an album that is not the customer's as NOT_FOUND. */
  renameAlbum: RenameAlbumPayload;
  /** Puts an order's products into a new shop basket and answers the shop URL; a refusal is the payload's `error`. */
  reorder: ReorderPayload;
  /** E-mails a confirmation link to the customer; the account is deleted once it is opened (`confirmAccountDeletion`). */
  requestAccountDeletion: RequestAccountDeletionPayload;
  /** E-mails a confirmation link to the new address; the sign-in e-mail changes once it is opened (`confirmEmailChange`). */
  requestEmailChange: RequestEmailChangePayload;
  /** Requests the online version of an ordered photo book. */
  requestOnlineVersion: RequestOnlineVersionPayload;
  /** Sends a message to customer support; it is stored in the conversation and pushed to `supportChatMessageAdded`. */
  sendSupportChatMessage: SendSupportChatMessagePayload;
  /** Shares the online version of an ordered photo book by e-mail. */
  shareOnlinePhotoBook: ShareOnlinePhotoBookPayload;
  /** Tracks an event of the customer's product use with the testing tool. Needs analytics consent: without it nothing is sent. */
  trackAnalyticsEvent: TrackAnalyticsEventPayload;
  /** Changes an address of the address book. */
  updateAddress: UpdateAddressPayload;
  /** Changes a business customer's company name and VAT number. */
  updateCompanyDetails: UpdateCompanyDetailsPayload;
  /** Stores the cookie consent. */
  updateCookieConsent: UpdateCookieConsentPayload;
  /** Sets or removes the order status callback of a business customer's FTP integration. */
  updateFtpIntegration: UpdateFtpIntegrationPayload;
  /** Changes the categories of a photo book's gallery entry; a refusal is the payload's `error`. */
  updateGalleryEntry: UpdateGalleryEntryPayload;
  /** Changes the customer's first and last name. */
  updatePersonalDetails: UpdatePersonalDetailsPayload;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationAddAddressArgs = {
  input: AddAddressInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationAddPhotosToAlbumArgs = {
  input: AddPhotosToAlbumInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationAnswerFeedbackSurveyArgs = {
  input: AnswerFeedbackSurveyInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCancelPhotoUploadsArgs = {
  input: CancelPhotoUploadsInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationChangeOrderDeliveryAddressArgs = {
  input: ChangeOrderDeliveryAddressInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationChangePaymentMethodArgs = {
  input: ChangePaymentMethodInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationConfirmAccountDeletionArgs = {
  input: ConfirmationInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationConfirmEmailChangeArgs = {
  input: ConfirmationInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationConfirmPhotoUploadsArgs = {
  input: ConfirmPhotoUploadsInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationConfirmSubscriptionArgs = {
  input: ConfirmSubscriptionInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCreateAlbumArgs = {
  input: CreateAlbumInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCreateDownloadArgs = {
  input: CreateDownloadInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCreateGalleryEntryArgs = {
  input: CreateGalleryEntryInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCreatePhotoUploadsArgs = {
  input: CreatePhotoUploadsInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCreatePrintSelectionArgs = {
  input: CreatePrintSelectionInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationCreateSharedAlbumDownloadArgs = {
  input: CreateSharedAlbumDownloadInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteAddressArgs = {
  input: DeleteAddressInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteAlbumArgs = {
  input: DeleteAlbumInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteAllPhotosArgs = {
  input: DeleteAllPhotosInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteGalleryEntryArgs = {
  input: DeleteGalleryEntryInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteOnlineVersionArgs = {
  input: DeleteOnlineVersionInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeletePhotosArgs = {
  input: DeletePhotosInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteProjectArgs = {
  input: DeleteProjectInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDeleteSharedAlbumArgs = {
  input: DeleteSharedAlbumInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationDismissFeedbackSurveyArgs = {
  input: DismissFeedbackSurveyInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationRecordExperimentExposureArgs = {
  input: RecordExperimentExposureInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationRefreshEVoucherArgs = {
  input: RefreshEVoucherInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationRemovePhotosFromAlbumArgs = {
  input: RemovePhotosFromAlbumInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationRenameAlbumArgs = {
  input: RenameAlbumInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationReorderArgs = {
  input: ReorderInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationRequestAccountDeletionArgs = {
  input: RequestAccountDeletionInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationRequestEmailChangeArgs = {
  input: RequestEmailChangeInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationRequestOnlineVersionArgs = {
  input: RequestOnlineVersionInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationSendSupportChatMessageArgs = {
  input: SendSupportChatMessageInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationShareOnlinePhotoBookArgs = {
  input: ShareOnlinePhotoBookInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationTrackAnalyticsEventArgs = {
  input: TrackAnalyticsEventInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationUpdateAddressArgs = {
  input: UpdateAddressInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationUpdateCompanyDetailsArgs = {
  input: UpdateCompanyDetailsInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationUpdateCookieConsentArgs = {
  input: UpdateCookieConsentInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationUpdateFtpIntegrationArgs = {
  input: UpdateFtpIntegrationInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationUpdateGalleryEntryArgs = {
  input: UpdateGalleryEntryInput;
};


/** Changes to the signed-in customer's data. Each mutation takes one `input` argument. */
export type MutationUpdatePersonalDetailsArgs = {
  input: UpdatePersonalDetailsInput;
};

/**
 * An expected failure of a mutation: the reason, the input field it concerns, and a text to show. When a payload's
 * `error` is set, the mutation changed nothing.
 */
export type MutationError = {
  __typename?: 'MutationError';
  /** The input field the failure concerns (e.g. `albumId`, `photoIds`), when it concerns one. */
  field?: Maybe<Scalars['String']['output']>;
  /** What happened, in words for the customer (English). */
  message: Scalars['String']['output'];
  /** Why nothing was changed; clients choose their text by it. */
  reason: MutationErrorReason;
};

/**
 * Why a mutation changed nothing. Every mutation answers one shape: a `…Payload` whose `error: MutationError` is null
 * when the mutation did what was asked and set when it changed nothing for an expected reason; with INVALID_INPUT the
 * payload's `fieldErrors` name each refused input field; a batch names the items that failed in `failed…Ids` (a whole
 * batch refused sets `error` as well). Thrown GraphQL errors are for the unexpected only (an upstream service down or
 * slow, a missing or expired token, input the schema's own constraints refuse).
 */
export type MutationErrorReason =
  /** The order has gone to production (or was dispatched or cancelled): its delivery address can no longer be changed. */
  | 'ADDRESS_CHANGE_TOO_LATE'
  /** The customer has not allowed analytics cookies: analytics (the feedback survey, experiment exposures) is not recorded. */
  | 'ANALYTICS_CONSENT_REQUIRED'
  /** A download holds 1 to 100 photos: 'Up to 100 photos can be downloaded at a time'. */
  | 'DOWNLOAD_LIMIT'
  /** The e-mail address already signs in to an account (upstream 409). */
  | 'EMAIL_IN_USE'
  /** The viewer may not do this: e.g. a consumer changing a business customer's settings. */
  | 'FORBIDDEN'
  /** The online photo book is already in the gallery of this channel (update its categories instead). */
  | 'GALLERY_ENTRY_EXISTS'
  /** The confirmation link's token is unknown, already used, expired, or another customer's. */
  | 'INVALID_CONFIRMATION_TOKEN'
  /** Some input fields are invalid: the payload's `fieldErrors` name each with its message. */
  | 'INVALID_INPUT'
  /** The object (or some of the listed objects, see the payload's `failed…Ids`) does not exist or is not the signed-in customer's. */
  | 'NOT_FOUND'
  /** The photo book's online version is not ready yet, so it cannot be shared. */
  | 'ONLINE_VERSION_NOT_READY'
  /** The order is blocked: its online photo book cannot be shared. */
  | 'ORDER_BLOCKED'
  /** The payment method is not offered in the customer's country. */
  | 'PAYMENT_METHOD_UNAVAILABLE'
  /** A prints selection holds 1 to 500 photos. */
  | 'PRINT_LIMIT'
  /** The order cannot be ordered again as it was (e.g. cancelled, or only vouchers). */
  | 'REORDER_UNAVAILABLE'
  /** Shared albums are read-only for everyone: photos cannot be copied into, removed from or printed from them. */
  | 'SHARED_ALBUM_READ_ONLY'
  /** The feedback survey is not offered (any more): already answered or dismissed, or not asked in this locale. */
  | 'SURVEY_NOT_OFFERED'
  /** The address book is full (50 addresses). */
  | 'TOO_MANY_ADDRESSES'
  /** Too many requests of this kind for this customer within the limit window (upstream 429); try again later. */
  | 'TOO_MANY_REQUESTS';

/** An object with a globally unique, opaque ID. Pass the ID to `node(id:)` to fetch the object again. */
export type Node = {
  /** The opaque global ID of this object. */
  id: Scalars['ID']['output'];
};

/**
 * A photo book the customer ordered, with its online version: an entry of 'My online photo books'. Only customers who
 * are not business customers have online photo books; for a business customer the fields that lead here fail with
 * `FORBIDDEN`.
 */
export type OnlinePhotoBook = Node & {
  __typename?: 'OnlinePhotoBook';
  /**
   * Its entry in the brand's public gallery on `channel`; null when it has none. Null with an `UPSTREAM_…` error when
   * the gallery is unavailable.
   */
  galleryEntry?: Maybe<GalleryEntry>;
  /** The opaque global ID (`OnlinePhotoBook` + product code); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** The order it was ordered in (the super order code). */
  orderCode: Scalars['String']['output'];
  /** When it was ordered. */
  orderedAt: Scalars['DateTime']['output'];
  /**
   * The ordered product: its `onlineVersion` (state, view URL, blocked, share count), and the id to pass to
   * `requestOnlineVersion` and `shareOnlinePhotoBook`.
   */
  product: OrderProduct;
  /** The product code (the inner order code); the widget's key and the `:productCode` of `/online-products/:productCode`. */
  productCode: Scalars['String']['output'];
  /** What it is, e.g. `Photo book A4 — Summer 2025`. */
  title: Scalars['String']['output'];
};


/**
 * A photo book the customer ordered, with its online version: an entry of 'My online photo books'. Only customers who
 * are not business customers have online photo books; for a business customer the fields that lead here fail with
 * `FORBIDDEN`.
 */
export type OnlinePhotoBookGalleryEntryArgs = {
  channel: Scalars['String']['input'];
};

/**
 * The customer's ordered photo books, newest first (Relay connection over the order service's
 * `GET /orders/byAccount/{accountId}?articleNames&offset&limit`, one call per page).
 */
export type OnlinePhotoBookConnection = {
  __typename?: 'OnlinePhotoBookConnection';
  /** The photo books of this page. */
  edges: Array<OnlinePhotoBookEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** How many photo books the customer ordered. */
  totalCount: Scalars['Int']['output'];
};

/** One of the customer's photo books in `onlinePhotoBooks`. */
export type OnlinePhotoBookEdge = {
  __typename?: 'OnlinePhotoBookEdge';
  /** Cursor of this photo book; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The photo book. */
  node: OnlinePhotoBook;
};

/** The online version of an ordered photo book. */
export type OnlineVersion = {
  __typename?: 'OnlineVersion';
  /** True when the order is blocked (blocked-orders lookup): the online version cannot be shared. */
  isBlocked: Scalars['Boolean']['output'];
  /** How many times it has been shared by e-mail. */
  shareCount: Scalars['Int']['output'];
  /** Its state. */
  state: OnlineVersionState;
  /** The public page of the online photo book, once READY; null before. */
  url?: Maybe<Scalars['String']['output']>;
};

/** The online version of an ordered photo book (a widget of the widget service). */
export type OnlineVersionState =
  /** Not requested yet: 'Request online version'. */
  | 'NOT_REQUESTED'
  /** Ready: 'View online version' opens `OnlineVersion.url`. */
  | 'READY'
  /** Requested, being prepared: 'Online version is requested'. */
  | 'REQUESTED';

/** An order of the signed-in customer (a super order: what was checked out at once). */
export type Order = Node & {
  __typename?: 'Order';
  /** True while the delivery address can still be changed (home delivery, nothing in production yet). */
  canChangeDeliveryAddress: Scalars['Boolean']['output'];
  /** True when the order can be ordered again as it was (`reorder`); false when not or when the service is unavailable. */
  canReorder: Scalars['Boolean']['output'];
  /** The order code the customer quotes to customer care (the super order code). */
  code: Scalars['String']['output'];
  /** When it was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** Where it is delivered to (the pick-up point's address for PICKUP_POINT). */
  deliveryAddress: PostalAddress;
  /** The expected delivery window; null when none is known (or the delivery service is unavailable). */
  deliveryDates?: Maybe<DeliveryDates>;
  /** How it is delivered. */
  deliveryType: DeliveryType;
  /** The section of the orders page it is in. */
  group: OrderGroup;
  /** The opaque global ID (`Order` + order code); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** True when production is delayed ('Order delayed'). */
  isDelayed: Scalars['Boolean']['output'];
  /** Which order system took it. */
  origin: OrderOrigin;
  /** How many products it holds. */
  productCount: Scalars['Int']['output'];
  /** Its products. */
  products: Array<OrderProduct>;
  /** The raw status of the order service. */
  rawStatus: Scalars['String']['output'];
  /** Its status as the customer reads it (the least advanced of its products that is not cancelled; CANCELLED when all are). */
  status: OrderDisplayStatus;
  /** The chip colour of `status`. */
  statusTone: OrderStatusTone;
  /** The order total. */
  total: Money;
};

/** A page of the customer's orders of one group, newest first (Relay connection). */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of this page. */
  edges: Array<OrderEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** How many orders the group holds in all. */
  totalCount: Scalars['Int']['output'];
};

/** The last moment to order an article for delivery by a day (from its article group or a campaign covering it, e.g. Christmas). */
export type OrderCutOff = {
  __typename?: 'OrderCutOff';
  /** The campaign whose cut-off this is (e.g. `CHRISTMAS`); null for the article group's own. */
  campaign?: Maybe<Scalars['String']['output']>;
  /** The day of delivery at the latest (ISO date, `yyyy-MM-dd`). */
  deliveryBy: Scalars['String']['output'];
  /** Orders placed before this moment are delivered by `deliveryBy`. */
  orderBefore: Scalars['DateTime']['output'];
};

/** The status a customer reads for an order or one of its products, derived from the raw status of the order service. */
export type OrderDisplayStatus =
  /** Received, waiting for the payment (paymentPending, paymentFailed): printing starts when the payment arrives. */
  | 'AWAITING_PAYMENT'
  /** Cancelled (cancelled, rejected). */
  | 'CANCELLED'
  /** Production started or completed (producing, delayed, approved). */
  | 'IN_PRODUCTION'
  /** Confirmed (paymentSuccess, paymentFree, processing, verification failed, processing failed, on_hold). */
  | 'ORDERED'
  /** Dispatched (shipped). */
  | 'SENT';

/** An edge in a connection of orders. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Cursor of this order; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** Which section of the orders page an order is in (spec: 30 days / 14 days rule). */
export type OrderGroup =
  /** Every other order. */
  | 'HISTORY'
  /**
   * Created within the last 30 days and, for every dispatched product with a payment-changed date, that date within
   * the last 14 days.
   */
  | 'IN_PROGRESS';

/** Which of the retailer's order systems took the order. */
export type OrderOrigin =
  /** The legacy Albelli order system. */
  | 'ALBELLI'
  /** The company's own order system. */
  | 'RESNAP';

/** One product of an order (an inner order of a super order). */
export type OrderProduct = Node & {
  __typename?: 'OrderProduct';
  /** The article name, e.g. `PAP_910`, `PHOTOBOOK_A4`. */
  articleName: Scalars['String']['output'];
  /** The product code (the inner order code). */
  code: Scalars['String']['output'];
  /** The next order cut-off of its article ('Order by … for delivery by …'): the soonest one still open of its article groups and their campaigns; null when none, or when the cut-off service is unavailable. */
  cutOff?: Maybe<OrderCutOff>;
  /** For a gift e-voucher product: the e-voucher; null for other products. */
  eVoucher?: Maybe<EVoucher>;
  /** The opaque global ID (`OrderProduct` + product code). */
  id: Scalars['ID']['output'];
  /** True when production is delayed ('Order delayed'). */
  isDelayed: Scalars['Boolean']['output'];
  /** What kind of product it is. */
  kind: OrderProductKind;
  /** For a photo book: its online version; null for other products or when the widget service is unavailable. */
  onlineVersion?: Maybe<OnlineVersion>;
  /** When the payment status last changed (e.g. paid), if known. */
  paymentChangedDate?: Maybe<Scalars['DateTime']['output']>;
  /** The product PDF, when the product has a file with purpose `product.pdf`; null otherwise. */
  pdf?: Maybe<ProductPdf>;
  /** Its price. */
  price: Money;
  /** For prints ordered from the photo library: the photos printed (empty otherwise). */
  printedPhotos: Array<PrintedPhoto>;
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** The raw status of the order service (paymentPending … cancelled). */
  rawStatus: Scalars['String']['output'];
  /** Its status as the customer reads it. */
  status: OrderDisplayStatus;
  /** The chip colour of `status`. */
  statusTone: OrderStatusTone;
  /** What it is, e.g. `Photo prints 10x15`, `Photo book A4 landscape`. */
  title: Scalars['String']['output'];
  /** The voucher code used on it, if any. */
  voucher?: Maybe<AppliedVoucher>;
};

/** What kind of product an order line is; decides which parts its details show. */
export type OrderProductKind =
  /** Anything else (wall decor, calendars, cards …). */
  | 'OTHER'
  /** A photo book: it may have an online version. */
  | 'PHOTO_BOOK'
  /** Photo prints (PAP_910), e.g. ordered from the photo library: `printedPhotos` shows them. */
  | 'PRINTS'
  /** A gift e-voucher: its code is shown once the order is paid. */
  | 'VOUCHER';

/** How a status chip is coloured: CRITICAL (red) for cancelled, INFO (cyan) for every other status. */
export type OrderStatusTone =
  /** Red. */
  | 'CRITICAL'
  /** Cyan. */
  | 'INFO';

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

/** The customer's preferred payment method and what can be chosen. */
export type PaymentMethodSettings = {
  __typename?: 'PaymentMethodSettings';
  /** The methods offered in the customer's country, in display order. */
  available: Array<PaymentMethodType>;
  /** The preferred method; null until the customer chose one. */
  method?: Maybe<PaymentMethodType>;
};

/** A way to pay for orders. */
export type PaymentMethodType =
  /** Bancontact (Belgium). */
  | 'BANCONTACT'
  /** Bank transfer. */
  | 'BANK_TRANSFER'
  /** Credit or debit card (card details are asked at checkout). */
  | 'CREDIT_CARD'
  /** iDEAL (Netherlands). */
  | 'IDEAL'
  /** Klarna pay later. */
  | 'KLARNA'
  /** PayPal. */
  | 'PAYPAL'
  /** SOFORT / Klarna bank transfer (Germany, Austria). */
  | 'SOFORT';

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
  /** How sharply the photo prints as the article (e.g. `PAP_910`, the photo prints) of the brand site's catalogue; null when the article is unknown, has no print size, the catalogue is unavailable or the photo's size is unknown. */
  printReadiness?: Maybe<PrintReadiness>;
  /**
   * The customer's orders this photo was printed in (prints ordered from the photo library), newest first; empty when
   * none. Read from the customer's orders without a call per photo: kept for up to 90 seconds across requests and read
   * afresh whenever the orders page is, so an order placed elsewhere may show after that. Empty when the order service
   * is unavailable, and for another customer's photo in a shared album.
   */
  printedIn: Array<PhotoPrintOrder>;
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
  /** True when the signed-in customer owns the photo (false for other participants' photos in a shared album). */
  viewerIsOwner: Scalars['Boolean']['output'];
  /** Width of the visible image in pixels. */
  width: Scalars['Int']['output'];
};


/** A photo in the customer's library. */
export type PhotoPrintReadinessArgs = {
  articleCode: Scalars['String']['input'];
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

/**
 * The customer's photo library: counts, timeline, photos and albums, read from the photo management service. One per
 * customer; every mutation that changes it answers it again in its payload (same id), so clients update in place.
 */
export type PhotoLibrary = Node & {
  __typename?: 'PhotoLibrary';
  /** The customer's own albums, newest first. Own shared albums are included (with `isShared`). */
  albums: AlbumConnection;
  /** Number of albums the customer owns (>= 0). */
  albumsCount: Scalars['Int']['output'];
  /** The opaque global ID of the library (`PhotoLibrary` + account id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** True once an import of existing uploads has been started. */
  importStarted: Scalars['Boolean']['output'];
  /** The timeline summary: every month that has photos, newest first, with its count. */
  months: Array<TimelineMonth>;
  /** All photos of the library, a page at a time. */
  photos: PhotoConnection;
  /** Number of photos in the customer's library (>= 0). */
  photosCount: Scalars['Int']['output'];
  /** Shared albums other customers share with this customer ('Shared with you'), newest first (50 per page in the product); null when the shared albums service is unavailable (the own albums still load). */
  sharedAlbums?: Maybe<SharedAlbumConnection>;
  /** Counts of shared albums, or null when the shared albums service is unavailable. */
  sharedAlbumsSummary?: Maybe<SharedAlbumsSummary>;
  /** Activation / import status of the library. */
  status: PhotoLibraryStatus;
  /**
   * Uploads by id, in the order asked: each looked up among the account's own uploads, and when it is not one of them
   * among the uploads made before signing in (their ids are unguessable: whoever made the upload has it). An id that is
   * neither, or is not an upload id, answers null. At most 20 ids.
   */
  uploads: Array<Maybe<UploadLookup>>;
};


/**
 * The customer's photo library: counts, timeline, photos and albums, read from the photo management service. One per
 * customer; every mutation that changes it answers it again in its payload (same id), so clients update in place.
 */
export type PhotoLibraryAlbumsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
};


/**
 * The customer's photo library: counts, timeline, photos and albums, read from the photo management service. One per
 * customer; every mutation that changes it answers it again in its payload (same id), so clients update in place.
 */
export type PhotoLibraryPhotosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  sort?: InputMaybe<PhotoSort>;
};


/**
 * The customer's photo library: counts, timeline, photos and albums, read from the photo management service. One per
 * customer; every mutation that changes it answers it again in its payload (same id), so clients update in place.
 */
export type PhotoLibrarySharedAlbumsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
};


/**
 * The customer's photo library: counts, timeline, photos and albums, read from the photo management service. One per
 * customer; every mutation that changes it answers it again in its payload (same id), so clients update in place.
 */
export type PhotoLibraryUploadsArgs = {
  ids: Array<Scalars['ID']['input']>;
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

/** An order a library photo was printed in: enough to list it and to open its details (`Viewer.order(code:)`). */
export type PhotoPrintOrder = {
  __typename?: 'PhotoPrintOrder';
  /** The order code (the super order code). */
  code: Scalars['String']['output'];
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The order's status as the customer reads it (as `Order.status`). */
  status: OrderDisplayStatus;
  /** The chip colour of `status`. */
  statusTone: OrderStatusTone;
};

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

/** An upload slot: send the file's bytes to `uploadUrl` (straight to storage, not through GraphQL), resumable with tus 1.0.0 (the URL is both where the upload is created, with the declared size, and the upload itself) or at once with an HTTP PUT. */
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

/** A postal address. */
export type PostalAddress = {
  __typename?: 'PostalAddress';
  /** Addition to the house number (e.g. `A`, `2nd floor`). */
  addition?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Company, if any. */
  company?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 country code, e.g. `GB`, `NL`. */
  countryCode: Scalars['String']['output'];
  /** First name of the recipient. */
  firstName: Scalars['String']['output'];
  /** Last name of the recipient. */
  lastName: Scalars['String']['output'];
  /** Phone number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** Street name. */
  streetName: Scalars['String']['output'];
  /** House number. */
  streetNumber: Scalars['String']['output'];
};

/** Whether a photo prints sharply at an article's print size, computed from its pixel size and the article's page size. */
export type PrintReadiness = {
  __typename?: 'PrintReadiness';
  /** The photo's resolution on the paper, rounded down: the smaller of long side over long side and short side over short side (a landscape photo on a portrait page is rotated). */
  dpi: Scalars['Int']['output'];
  /** The level of `dpi`: GOOD (≥ 300), ACCEPTABLE (≥ 150) or TOO_SMALL. */
  level: PrintReadinessLevel;
  /** The article's print height in millimetres (as the merchandise catalogue gives it). */
  printHeightMm: Scalars['Int']['output'];
  /** The article's print width in millimetres (as the merchandise catalogue gives it). */
  printWidthMm: Scalars['Int']['output'];
};

/** How sharply a photo prints at an article's print size, by its resolution on the paper (dots per inch). */
export type PrintReadinessLevel =
  /** At least 150 dpi: prints acceptably, slightly soft up close. */
  | 'ACCEPTABLE'
  /** At least 300 dpi: prints sharply. */
  | 'GOOD'
  /** Below 150 dpi: too small for a sharp print at this size. */
  | 'TOO_SMALL';

/** A photo printed in a prints order placed from the photo library. */
export type PrintedPhoto = {
  __typename?: 'PrintedPhoto';
  /** The file name the photo was uploaded with. */
  fileName: Scalars['String']['output'];
  /** Height of the thumbnail in pixels. */
  height: Scalars['Int']['output'];
  /** The library photo's own id (not a global id: the photo may have been deleted since). */
  imageId: Scalars['String']['output'];
  /** The photo in the customer's library (its preview); null when it has been deleted from the library since. */
  photo?: Maybe<Photo>;
  /** A 300 px thumbnail URL (signed). */
  thumbnailUrl: Scalars['String']['output'];
  /** Width of the thumbnail in pixels. */
  width: Scalars['Int']['output'];
};

/** The product PDF of an ordered product (e.g. a photo book's pages). */
export type ProductPdf = {
  __typename?: 'ProductPdf';
  /** The file name to save it as. */
  fileName: Scalars['String']['output'];
  /** A signed download URL (no token needed; expires after an hour). */
  url: Scalars['String']['output'];
};

/** The root of every read: start from `viewer` (the signed-in customer) or refetch any object with `node`. */
export type Query = {
  __typename?: 'Query';
  /** Fetches any object by its global ID. Returns null when it does not exist or belongs to another customer. */
  node?: Maybe<Node>;
  /** Fetches several objects by their global IDs, in the same order; unknown IDs give null. */
  nodes: Array<Maybe<Node>>;
  /**
   * The brand site of the request: of its Host header (the configured host names of SITE_HOSTS, then
   * `<channel>.localhost`; any other host is the default site, PhotoPrint GB), or of `domain` when given (a host name
   * without port; an unknown one is the default site too, one that is not a host name is BAD_USER_INPUT). Anonymous
   * callers may ask.
   */
  site: Site;
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


/** The root of every read: start from `viewer` (the signed-in customer) or refetch any object with `node`. */
export type QuerySiteArgs = {
  domain?: InputMaybe<Scalars['String']['input']>;
};

/** Input of `recordExperimentExposure`. */
export type RecordExperimentExposureInput = {
  /** The experiment whose variant the customer was shown. */
  name: ExperimentName;
};

/** Result of `recordExperimentExposure`. */
export type RecordExperimentExposurePayload = {
  __typename?: 'RecordExperimentExposurePayload';
  /** ANALYTICS_CONSENT_REQUIRED (nothing recorded); null on success. */
  error?: Maybe<MutationError>;
  /** The recorded exposure; null when `error` is set. */
  exposure?: Maybe<ExperimentExposure>;
};

/** Input of `refreshEVoucher`. */
export type RefreshEVoucherInput = {
  /** The gift e-voucher product (global id of an `OrderProduct`). */
  productId: Scalars['ID']['input'];
};

/** Result of `refreshEVoucher`. */
export type RefreshEVoucherPayload = {
  __typename?: 'RefreshEVoucherPayload';
  /** NOT_FOUND (not the customer's, or not a gift e-voucher); null on success. */
  error?: Maybe<MutationError>;
  /** The product with its e-voucher read afresh (ISSUED once the payment has arrived); null when `error` is set. */
  product?: Maybe<OrderProduct>;
};

/** Input of `removePhotosFromAlbum`. */
export type RemovePhotosFromAlbumInput = {
  /** The album (global id of an own album; a shared album is refused with the `error` SHARED_ALBUM_READ_ONLY). */
  albumId: Scalars['ID']['input'];
  /** Photos to take out of the album (they stay in the library). */
  photoIds: Array<Scalars['ID']['input']>;
};

/** Result of `removePhotosFromAlbum`: every requested id is in exactly one of the two lists. */
export type RemovePhotosFromAlbumPayload = {
  __typename?: 'RemovePhotosFromAlbumPayload';
  /** The album after the change (null when `error` is set). */
  album?: Maybe<Album>;
  /** Why nothing was removed: NOT_FOUND (the album is not the customer's) or SHARED_ALBUM_READ_ONLY; null otherwise. */
  error?: Maybe<MutationError>;
  /** Photos that could not be removed; every requested id when `error` is set. */
  failedPhotoIds: Array<Scalars['ID']['output']>;
  /** Photos taken out of the album. */
  removedPhotoIds: Array<Scalars['ID']['output']>;
};

/** Input of `renameAlbum`. */
export type RenameAlbumInput = {
  /** The album (global id). */
  albumId: Scalars['ID']['input'];
  /** The new name. */
  name: Scalars['String']['input'];
};

/** Result of `renameAlbum`: the renamed album, or why nothing was renamed. */
export type RenameAlbumPayload = {
  __typename?: 'RenameAlbumPayload';
  /** The renamed album (null when the name was refused or the album not found). */
  album?: Maybe<Album>;
  /** NOT_FOUND when the album does not exist (any more) or is not the customer's, INVALID_INPUT when the name was refused (see `fieldErrors`); null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: the `name` field and its message ('Please give your album a name' or 'Name not valid'). Empty otherwise. */
  fieldErrors: Array<FieldError>;
};

/** Input of `reorder`. */
export type ReorderInput = {
  /** The order to order again (global id). */
  orderId: Scalars['ID']['input'];
};

/** Result of `reorder`: where the new basket is, or why not. */
export type ReorderPayload = {
  __typename?: 'ReorderPayload';
  /** NOT_FOUND, REORDER_UNAVAILABLE; null on success. */
  error?: Maybe<MutationError>;
  /** The shop URL holding the new basket: send the browser there. Null when `error` is set. */
  shopUrl?: Maybe<Scalars['String']['output']>;
};

/** Input of `requestAccountDeletion`. */
export type RequestAccountDeletionInput = {
  /** The brand site's sales channel (the e-mail's brand, language and link origin), e.g. `photoprint-gb`. */
  channel: Scalars['String']['input'];
};

/** Result of `requestAccountDeletion`: the confirmation e-mail was sent to the customer's address, or why not. */
export type RequestAccountDeletionPayload = {
  __typename?: 'RequestAccountDeletionPayload';
  /** TOO_MANY_REQUESTS (429); null on success. */
  error?: Maybe<MutationError>;
  /** When the link stops working; null when `error` is set. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Input of `requestEmailChange`. */
export type RequestEmailChangeInput = {
  /** The brand site's sales channel (the e-mail's brand, language and link origin), e.g. `photoprint-gb`. */
  channel: Scalars['String']['input'];
  /** The new e-mail address (the confirmation link is sent there). */
  email: Scalars['String']['input'];
};

/** Result of `requestEmailChange`: the confirmation e-mail was sent, or why not. */
export type RequestEmailChangePayload = {
  __typename?: 'RequestEmailChangePayload';
  /** The address the confirmation link was sent to; null when `error` is set. */
  email?: Maybe<Scalars['String']['output']>;
  /** INVALID_INPUT (see `fieldErrors`), EMAIL_IN_USE (409) or TOO_MANY_REQUESTS (429); null on success. */
  error?: Maybe<MutationError>;
  /** When the link stops working; null when `error` is set. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** With INVALID_INPUT: each invalid field and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
};

/** Input of `requestOnlineVersion`. */
export type RequestOnlineVersionInput = {
  /** The photo-book product (global id of an `OrderProduct`). */
  productId: Scalars['ID']['input'];
};

/** Result of `requestOnlineVersion`. */
export type RequestOnlineVersionPayload = {
  __typename?: 'RequestOnlineVersionPayload';
  /** NOT_FOUND (not the customer's, or not a photo book); null on success. */
  error?: Maybe<MutationError>;
  /** The product with its online version REQUESTED (or READY); null when `error` is set. */
  product?: Maybe<OrderProduct>;
};

/**
 * A saved project: a product the customer started in the editor and has not ordered yet (a photo book, a calendar,
 * wall decor…). Deleted with `deleteProject`.
 */
export type SavedProject = Node & {
  __typename?: 'SavedProject';
  /** Where the editor opens it to carry on. */
  editorUrl: Scalars['String']['output'];
  /** The opaque global ID (`SavedProject` + project id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /** When it was last edited. */
  lastEditedAt: Scalars['DateTime']['output'];
  /** The name the customer gave it. */
  name: Scalars['String']['output'];
  /** A preview image of it (a signed, expiring URL that needs no token); null when it has none. */
  previewUrl?: Maybe<Scalars['String']['output']>;
  /** The product it is, e.g. `Photo book A4 landscape`. */
  productName: Scalars['String']['output'];
};

/**
 * The customer's saved projects, most recently edited first (Relay connection over the saved projects service's
 * skip/limit pages). A cursor remembers the project it stands for, so a page loaded after a delete continues after that
 * project: nothing is skipped or shown twice.
 */
export type SavedProjectConnection = {
  __typename?: 'SavedProjectConnection';
  /** The projects of this page. */
  edges: Array<SavedProjectEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** How many saved projects the customer has. */
  totalCount: Scalars['Int']['output'];
};

/** One saved project and its cursor. */
export type SavedProjectEdge = {
  __typename?: 'SavedProjectEdge';
  /** Cursor of this project; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The project. */
  node: SavedProject;
};

/** Input of `sendSupportChatMessage`. */
export type SendSupportChatMessageInput = {
  /** The message: 1-2,000 characters once trimmed (more is the payload's `error` INVALID_INPUT; over 10,000 is refused outright). */
  text: Scalars['String']['input'];
};

/** Result of `sendSupportChatMessage`: the message as stored, or why it was not sent. */
export type SendSupportChatMessagePayload = {
  __typename?: 'SendSupportChatMessagePayload';
  /** INVALID_INPUT on `text` (empty, over 2,000 characters, characters that cannot be sent) or TOO_MANY_REQUESTS (more than 10 messages a minute or 200 a day); null on success. */
  error?: Maybe<MutationError>;
  /** The new message as the last edge of the conversation (for `@appendEdge`); null when `error` is set. */
  messageEdge?: Maybe<SupportChatMessageEdge>;
};

/** Input of `shareOnlinePhotoBook`. */
export type ShareOnlinePhotoBookInput = {
  /** The brand site's sales channel (the e-mail's brand), e.g. `photoprint-gb`. */
  channel: Scalars['String']['input'];
  /** A personal message, if any. */
  personalMessage?: InputMaybe<Scalars['String']['input']>;
  /** The photo-book product (global id of an `OrderProduct`) whose online version is READY. */
  productId: Scalars['ID']['input'];
  /** The recipient's e-mail address. */
  recipientEmail: Scalars['String']['input'];
  /**
   * The sender's name as the recipient reads it, quoted in the subject: plain text of at most 60 characters (no control,
   * bidi or zero-width characters, no web address), else INVALID_INPUT on `senderName`.
   */
  senderName: Scalars['String']['input'];
};

/** Result of `shareOnlinePhotoBook`. */
export type ShareOnlinePhotoBookPayload = {
  __typename?: 'ShareOnlinePhotoBookPayload';
  /**
   * NOT_FOUND, ONLINE_VERSION_NOT_READY, ORDER_BLOCKED, INVALID_INPUT (see `fieldErrors`) or TOO_MANY_REQUESTS (a
   * customer shares at most 10 e-mails an hour and 30 a day, an address receives at most 3 an hour and 5 a day); null
   * on success.
   */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The product after sharing (its share count); null when `error` is set. */
  product?: Maybe<OrderProduct>;
};

/**
 * A legacy shared album: read-only for everyone (no copy, no remove, no print ordering; download and delete album
 * are allowed). The customer is either its owner or a participant.
 */
export type SharedAlbum = Node & {
  __typename?: 'SharedAlbum';
  /** The cover photo, or null for an empty album. */
  coverPhoto?: Maybe<Photo>;
  /** When the album was created. */
  created: Scalars['DateTime']['output'];
  /** The opaque global ID of the shared album (`SharedAlbum` + album id); `node(id:)` resolves it for its owner and participants. */
  id: Scalars['ID']['output'];
  /** The album's name. */
  name: Scalars['String']['output'];
  /** The owner of the album. */
  owner: AlbumParticipant;
  /** The people the album is shared with (the owner excluded). */
  participants: Array<AlbumParticipant>;
  /** The album's photos (from every participant), a page at a time. */
  photos: PhotoConnection;
  /** Number of photos in the album (>= 0). */
  photosCount: Scalars['Int']['output'];
  /** When the album was last changed. */
  updated: Scalars['DateTime']['output'];
  /** True when the signed-in customer owns the album (current user id equals the album's owner id). */
  viewerIsOwner: Scalars['Boolean']['output'];
};


/**
 * A legacy shared album: read-only for everyone (no copy, no remove, no print ordering; download and delete album
 * are allowed). The customer is either its owner or a participant.
 */
export type SharedAlbumPhotosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  sort?: InputMaybe<AlbumPhotoSort>;
};

/** A page of shared albums (Relay connection). */
export type SharedAlbumConnection = {
  __typename?: 'SharedAlbumConnection';
  /** The albums of this page. */
  edges: Array<SharedAlbumEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
};

/** An edge in a connection of shared albums. */
export type SharedAlbumEdge = {
  __typename?: 'SharedAlbumEdge';
  /** Cursor of this album; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The shared album. */
  node: SharedAlbum;
};

/** How many legacy shared albums the customer takes part in. */
export type SharedAlbumsSummary = {
  __typename?: 'SharedAlbumsSummary';
  /** Shared albums this customer owns and shares with others. */
  grantedAlbumsCount: Scalars['Int']['output'];
  /** Shared albums other customers share with this customer (the 'Shared with you' section shows when not zero). */
  readAlbumsCount: Scalars['Int']['output'];
};

/**
 * A brand site of the retailer, as the account area shows it: the brand, country, language and currency of the site,
 * its shop's article catalogue (from the merchandise service) and the menu and links of the brand's main site (from
 * the public config service). Public data: anyone may ask, signed in or not.
 *
 * Both services are asked with a short timeout (`SITE_CONFIG_TIMEOUT_MS`) and their answers are kept for a while
 * (`SITE_CONFIG_TTL_MS`) for every caller; when one fails or is slow its last good answer is used, and when there never
 * was one the brand registry's own values (`fallback` is then true either way). Never an error for an upstream failure.
 */
export type Site = {
  __typename?: 'Site';
  /**
   * The visible articles of the site's catalogue, in catalogue order, titles in the site's locale (empty when the
   * merchandise service never answered).
   */
  articles: SiteArticleConnection;
  /** The brand name to show, e.g. `FotoPrint` (document titles end with it). */
  brandName: Scalars['String']['output'];
  /** The sales channel of the site, e.g. `fotoprint-nl` (its key in the brand registry and the merchandise service). */
  channel: Scalars['String']['output'];
  /** ISO 3166-1 country code of the site, e.g. `NL`. */
  country: Scalars['String']['output'];
  /** ISO 4217 currency of the site's prices, e.g. `EUR` (merchandise service; the registry's as fallback). */
  currency: Scalars['String']['output'];
  /** The brand's customer care page (public config's `customerCare` route; the registry's as fallback). */
  customerCareUrl: Scalars['String']['output'];
  /**
   * True when part of this configuration is not the services' answer of now: a service failed or was too slow (or does
   * not know the site), and its last good answer or the brand registry's value is used instead. False when every part
   * is the services' current answer (cached for up to `SITE_CONFIG_TTL_MS`).
   */
  fallback: Scalars['Boolean']['output'];
  /** The brand's FAQ page (public config's `faq` route; the registry's as fallback). */
  faqUrl: Scalars['String']['output'];
  /**
   * The locale the site shows, e.g. `nl-NL`: the one the channel forces (the Austrian channel: `de-AT`), else the
   * channel's locale as the merchandise service configures it, else the brand registry's.
   */
  locale: Scalars['String']['output'];
  /** The menu of the brand's main site, in order (public config; as fallback one entry: the shop, under the brand's name). */
  menu: Array<SiteMenuEntry>;
  /** Named pages of the brand's main site the account area links to (public config; the registry's as fallback). */
  routes: SiteRoutes;
  /** The brand's shop on this site, an absolute URL (merchandise service; the registry's as fallback). */
  shopUrl: Scalars['String']['output'];
  /** The vendor (brand) the site sells for, e.g. `fotoprint`: it chooses the brand's name, logo and colours. */
  vendor: Scalars['String']['output'];
};


/**
 * A brand site of the retailer, as the account area shows it: the brand, country, language and currency of the site,
 * its shop's article catalogue (from the merchandise service) and the menu and links of the brand's main site (from
 * the public config service). Public data: anyone may ask, signed in or not.
 *
 * Both services are asked with a short timeout (`SITE_CONFIG_TIMEOUT_MS`) and their answers are kept for a while
 * (`SITE_CONFIG_TTL_MS`) for every caller; when one fails or is slow its last good answer is used, and when there never
 * was one the brand registry's own values (`fallback` is then true either way). Never an error for an upstream failure.
 */
export type SiteArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
};

/** An article of the site's catalogue (merchandise service). */
export type SiteArticle = {
  __typename?: 'SiteArticle';
  /** The kind of product: `prints`, `photobook` (every photo book's type contains `photobook`), `walldecor`, `calendar`, `card`, `gift`, `voucher`. */
  articleType: Scalars['String']['output'];
  /** Whether prints have a white border (or canvas a painted edge); null where it does not apply. */
  border?: Maybe<Scalars['Boolean']['output']>;
  /** The article code, e.g. `PAP_910` (photo prints 10x15) or `PHOTOBOOK_A4`. */
  code: Scalars['String']['output'];
  /** Whether a text can be put on the cover; null where it does not apply. */
  coverText?: Maybe<Scalars['Boolean']['output']>;
  /** The cover, e.g. `hardcover`; null where it does not apply. */
  coverType?: Maybe<Scalars['String']['output']>;
  /** Page (or print) height in millimetres; null for products without pages. */
  pageHeight?: Maybe<Scalars['Int']['output']>;
  /** Page (or print) width in millimetres; null for products without pages. */
  pageWidth?: Maybe<Scalars['Int']['output']>;
  /** The paper, e.g. `glossy`; null where it does not apply. */
  paper?: Maybe<Scalars['String']['output']>;
  /** The print size in centimetres, e.g. `10x15`; null where it does not apply. */
  printSize?: Maybe<Scalars['String']['output']>;
  /** The article's product page on the shop (absolute URL); null when the catalogue names none. */
  productUrl?: Maybe<Scalars['String']['output']>;
  /** A short product name in the site's locale, e.g. `Fotoboek A4`. */
  title: Scalars['String']['output'];
};

/** The visible articles of a site's catalogue (Relay connection). */
export type SiteArticleConnection = {
  __typename?: 'SiteArticleConnection';
  /** The articles of this page. */
  edges: Array<SiteArticleEdge>;
  /** Pagination information. */
  pageInfo: PageInfo;
  /** How many visible articles the catalogue has. */
  totalCount: Scalars['Int']['output'];
};

/** One article and its cursor. */
export type SiteArticleEdge = {
  __typename?: 'SiteArticleEdge';
  /** Cursor of this article; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The article. */
  node: SiteArticle;
};

/** An entry of the brand's main-site menu. */
export type SiteMenuEntry = {
  __typename?: 'SiteMenuEntry';
  /** Stable name of the entry: `photoBooks`, `prints`, `wallDecor`, `gifts`, `help` (`shop` for the fallback entry). */
  id: Scalars['String']['output'];
  /** Its text, in the site's language, e.g. `Fotoboeken`. */
  label: Scalars['String']['output'];
  /** Its page on the brand's shop domain (absolute URL). */
  url: Scalars['String']['output'];
};

/** Named pages of the brand's main site (absolute URLs on the shop domain). */
export type SiteRoutes = {
  __typename?: 'SiteRoutes';
  /** Where a new account is created (e.g. 'Create an account' after an account was deleted). */
  createAccount: Scalars['String']['output'];
  /** Customer care (the error pages' customer-care link). */
  customerCare: Scalars['String']['output'];
  /** The FAQ. */
  faq: Scalars['String']['output'];
  /** The page listing the shop's products (e.g. 'View products' after an account was deleted). */
  products: Scalars['String']['output'];
  /** The shop's home page. */
  shopHome: Scalars['String']['output'];
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
  /** Live events of the customer's archives (started, progress, finished, error), bridged from the download service's push socket. */
  downloadEvents: DownloadEvent;
  /** Emits the viewer's photo library counts at once and then whenever they change (checked every few seconds). */
  photoLibraryCountsChanged: PhotoLibrary;
  /** Live events of the photo library import, bridged from the photo service's push socket. */
  photoLibraryImportEvents: PhotoLibraryImportEvent;
  /** Emits every new message of the customer's support chat: support's answers and the customer's own (from any tab). */
  supportChatMessageAdded: SupportChatMessageAddedEvent;
};

/** Who wrote a support chat message. */
export type SupportChatAuthor =
  /** A customer support agent. */
  | 'AGENT'
  /** The signed-in customer. */
  | 'CUSTOMER';

/**
 * The customer's conversation with customer support (one per customer, kept by the support chat service, so it survives
 * reloads). Support answers from its own tool; answers arrive live through `supportChatMessageAdded`.
 */
export type SupportChatConversation = Node & {
  __typename?: 'SupportChatConversation';
  /** The opaque global ID of the conversation (`SupportChatConversation` + account id); `node(id:)` resolves it only for its customer. */
  id: Scalars['ID']['output'];
  /** The latest messages, oldest first; null with an `UPSTREAM_…` error when the support chat service is unavailable. */
  messages?: Maybe<SupportChatMessageConnection>;
};


/**
 * The customer's conversation with customer support (one per customer, kept by the support chat service, so it survives
 * reloads). Support answers from its own tool; answers arrive live through `supportChatMessageAdded`.
 */
export type SupportChatConversationMessagesArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  last: Scalars['Int']['input'];
};

/** One message of the customer's support chat. */
export type SupportChatMessage = Node & {
  __typename?: 'SupportChatMessage';
  /** Who wrote it. */
  author: SupportChatAuthor;
  /** The opaque global ID (`SupportChatMessage` + message id); `node(id:)` resolves it only for the conversation's customer. */
  id: Scalars['ID']['output'];
  /** When it was sent. */
  sentAt: Scalars['DateTime']['output'];
  /** What was written (1-2,000 characters; line breaks kept). */
  text: Scalars['String']['output'];
};

/** A new message of the customer's support chat. */
export type SupportChatMessageAddedEvent = {
  __typename?: 'SupportChatMessageAddedEvent';
  /** The conversation it belongs to. */
  conversation: SupportChatConversation;
  /** The new message as the last edge of the conversation (for `@appendEdge`). */
  messageEdge: SupportChatMessageEdge;
};

/**
 * Messages of the support chat, oldest first (newest last), paged backwards: `last` messages before `before`. New
 * messages (the customer's own and support's answers) come with `sendSupportChatMessage` and `supportChatMessageAdded`.
 */
export type SupportChatMessageConnection = {
  __typename?: 'SupportChatMessageConnection';
  /** The messages of this page, oldest first. */
  edges: Array<SupportChatMessageEdge>;
  /** Pagination information: `hasPreviousPage` when older messages exist before `startCursor`. */
  pageInfo: PageInfo;
};

/** One message and its cursor. */
export type SupportChatMessageEdge = {
  __typename?: 'SupportChatMessageEdge';
  /** Cursor of this message; pass it as `before` to continue with older messages. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: SupportChatMessage;
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

/** Input of `trackAnalyticsEvent`. */
export type TrackAnalyticsEventInput = {
  /** What happened. */
  event: AnalyticsEvent;
};

/** Result of `trackAnalyticsEvent`. */
export type TrackAnalyticsEventPayload = {
  __typename?: 'TrackAnalyticsEventPayload';
  /** ANALYTICS_CONSENT_REQUIRED (nothing sent); null on success. */
  error?: Maybe<MutationError>;
  /** When the testing tool recorded the event; null when `error` is set. */
  trackedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Input of `updateAddress`. */
export type UpdateAddressInput = {
  /** Its new fields. */
  address: DeliveryAddressInput;
  /** The address to change (global id). */
  addressId: Scalars['ID']['input'];
  /** Make it the default delivery address. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of `updateAddress`. */
export type UpdateAddressPayload = {
  __typename?: 'UpdateAddressPayload';
  /** The address after the change (same id); null when `error` is set. */
  address?: Maybe<Address>;
  /** NOT_FOUND or INVALID_INPUT (see `fieldErrors`); null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The signed-in customer (the default address may have moved). */
  viewer?: Maybe<Viewer>;
};

/** Input of `updateCompanyDetails`. */
export type UpdateCompanyDetailsInput = {
  /** The company name: required, no < > ; characters. Else 'Please enter your company name'. */
  companyName: Scalars['String']['input'];
  /** An EU or UK VAT number (spaces, dots and dashes ignored). Else 'VAT number must be valid'. */
  vatNumber: Scalars['String']['input'];
};

/** Result of `updateCompanyDetails`. */
export type UpdateCompanyDetailsPayload = {
  __typename?: 'UpdateCompanyDetailsPayload';
  /** The company details after the change; null when `error` is set. */
  companyDetails?: Maybe<CompanyDetails>;
  /** INVALID_INPUT (see `fieldErrors`) or FORBIDDEN (not a business customer); null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field (`companyName`, `vatNumber`) and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The signed-in customer: completing the details of a DEFAULT account moves it to NEW (the banner changes). */
  viewer?: Maybe<Viewer>;
};

/** Input of `updateCookieConsent`. */
export type UpdateCookieConsentInput = {
  /** Analytics cookies allowed. */
  analytics: Scalars['Boolean']['input'];
  /** Marketing cookies allowed. */
  marketing: Scalars['Boolean']['input'];
};

/** Result of `updateCookieConsent`. */
export type UpdateCookieConsentPayload = {
  __typename?: 'UpdateCookieConsentPayload';
  /** The stored consent; null when `error` is set. */
  cookieConsent?: Maybe<CookieConsent>;
  /** Null on success. */
  error?: Maybe<MutationError>;
  /** The signed-in customer. */
  viewer?: Maybe<Viewer>;
};

/** Input of `updateFtpIntegration`: only the fields given change. */
export type UpdateFtpIntegrationInput = {
  /** The callback format; null removes it. Required while a callback URL is set: else 'Please choose a format'. */
  callbackFormat?: InputMaybe<CallbackFormat>;
  /**
   * An absolute https URL of a public server (no user name or password, no control characters; not localhost nor a
   * loopback, private, link-local or other special-purpose address), kept normalised; null or empty removes it. Else
   * 'Please enter a secure (https) URL'.
   */
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `updateFtpIntegration`. */
export type UpdateFtpIntegrationPayload = {
  __typename?: 'UpdateFtpIntegrationPayload';
  /** INVALID_INPUT (see `fieldErrors`) or FORBIDDEN (not a business customer); null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field (`callbackUrl`, `callbackFormat`) and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The integration after the change; null when `error` is set. */
  ftpIntegration?: Maybe<FtpIntegration>;
};

/** Input of `updateGalleryEntry`. */
export type UpdateGalleryEntryInput = {
  /** 1-3 category codes of `galleryCategories`, replacing the entry's. */
  categoryCodes: Array<Scalars['String']['input']>;
  /** The brand site's sales channel, e.g. `photoprint-gb`. */
  channel: Scalars['String']['input'];
  /** The photo book (global id of an `OnlinePhotoBook`) whose gallery entry changes. */
  photoBookId: Scalars['ID']['input'];
};

/** Result of `updateGalleryEntry`: the photo book with its new categories, or why they stayed as they were. */
export type UpdateGalleryEntryPayload = {
  __typename?: 'UpdateGalleryEntryPayload';
  /** NOT_FOUND (not the customer's photo book, or no entry to update), INVALID_INPUT (see `fieldErrors`), FORBIDDEN; null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: the refused `categoryCodes` and the message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The photo book with its changed gallery entry; null when `error` is set. */
  photoBook?: Maybe<OnlinePhotoBook>;
};

/** Input of `updatePersonalDetails`. */
export type UpdatePersonalDetailsInput = {
  /** First name: required, no < > ; characters. */
  firstName: Scalars['String']['input'];
  /** Last name: required, no < > ; characters. */
  lastName: Scalars['String']['input'];
};

/** Result of `updatePersonalDetails`: the viewer with the new names, or why nothing changed. */
export type UpdatePersonalDetailsPayload = {
  __typename?: 'UpdatePersonalDetailsPayload';
  /** INVALID_INPUT (see `fieldErrors`); null on success. */
  error?: Maybe<MutationError>;
  /** With INVALID_INPUT: each invalid field and its message. Empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The signed-in customer after the change; null when `error` is set. */
  viewer?: Maybe<Viewer>;
};

/** An upload looked up by its id (spec §7 Storage), with its state. */
export type UploadLookup = {
  __typename?: 'UploadLookup';
  /** The file name on the device it was uploaded from. */
  fileName: Scalars['String']['output'];
  /** True for an upload made before signing in (found through the storage service's anonymous uploads), false for one of the account's own. */
  madeBeforeSignIn: Scalars['Boolean']['output'];
  /** Why a REJECTED upload was refused, in the storage service's words; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Where the upload stands. */
  status: UploadStatus;
  /** Id of the upload. */
  uploadId: Scalars['ID']['output'];
};

/** Where an upload stands in the storage service. */
export type UploadStatus =
  /** The content is already in the library: it was not stored twice. */
  | 'DUPLICATE'
  /** The slot exists; the bytes have not arrived (or are being received). */
  | 'PENDING'
  /** The bytes arrived and are a HEIC, JPEG or PNG photo. */
  | 'READY'
  /** Added to the library as a photo. */
  | 'REGISTERED'
  /** The content was refused: see `reason`. */
  | 'REJECTED';

/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type Viewer = Node & {
  __typename?: 'Viewer';
  /** True when the customer API reports the account as deleted (404, or a record that says so). The client then signs the customer out. */
  accountDeleted: Scalars['Boolean']['output'];
  /** One address of the customer's book (global id). Null when unknown or another customer's. */
  address?: Maybe<Address>;
  /** The customer's address book. Null when the customer service is unavailable. */
  addresses?: Maybe<AddressConnection>;
  /** The business account status (business customers only; null for consumers). */
  businessAccountStatus?: Maybe<BusinessAccountStatus>;
  /** The company details. A consumer gets a `FORBIDDEN` error; null when the customer service is unavailable. */
  companyDetails?: Maybe<CompanyDetails>;
  /** The cookie consent. Null when the customer service is unavailable. */
  cookieConsent?: Maybe<CookieConsent>;
  /** The customer's downloads, newest first (the 100 most recent; kept for a week). Null when the download service is unavailable. */
  downloads?: Maybe<Array<Download>>;
  /** The customer's e-mail address, or null when unknown. */
  email?: Maybe<Scalars['String']['output']>;
  /**
   * The customer's variant of an experiment. Without analytics consent always CONTROL (the testing tool is not asked);
   * a testing tool or customer service outage answers CONTROL as well (logged), never an error.
   */
  experiment: Experiment;
  /**
   * The feedback survey on a site of `locale` (spec §1). Not offered without analytics consent (the feedback service is
   * then not asked). Null with an `UPSTREAM_…` error when the feedback or customer service is unavailable.
   */
  feedbackSurvey?: Maybe<FeedbackSurvey>;
  /** The customer's first name, or null when the account is deleted or the customer API is unavailable. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The FTP integration. A consumer gets a `FORBIDDEN` error; null when the customer service is unavailable. */
  ftpIntegration?: Maybe<FtpIntegration>;
  /** The categories of the public gallery, in display order; null when the gallery is unavailable. `FORBIDDEN` for a business customer. */
  galleryCategories?: Maybe<Array<GalleryCategory>>;
  /** The opaque global ID of the signed-in customer (`Viewer` + account id); `node(id:)` resolves it only for its owner. */
  id: Scalars['ID']['output'];
  /**
   * The business customer's invoices of one kind, newest first. A consumer gets a `FORBIDDEN` error (not an empty
   * list); null with an `UPSTREAM_…` error when the invoice service is unavailable.
   */
  invoices?: Maybe<InvoiceConnection>;
  /** True when the sign-in token's authentication-method claim (`amr`) is `b2b` (case-insensitive). */
  isBusiness: Scalars['Boolean']['output'];
  /** The customer's last name, or null when unknown. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The business customer's map PDFs, newest first (a handful). A consumer gets a `FORBIDDEN` error; null when the product service is unavailable. */
  mapPdfs?: Maybe<Array<MapPdf>>;
  /** The customer's full name (first and last name), or null when unknown. */
  name?: Maybe<Scalars['String']['output']>;
  /** One of the customer's ordered photo books by product code; null when it is not theirs or not a photo book. `FORBIDDEN` for a business customer. */
  onlinePhotoBook?: Maybe<OnlinePhotoBook>;
  /**
   * The customer's ordered photo books (products whose article type contains `photobook`: the articles of the brand
   * site's catalogue), newest first. A business customer gets a `FORBIDDEN` error (not an empty list); null with an
   * `UPSTREAM_…` error when the order or merchandise service is unavailable.
   */
  onlinePhotoBooks?: Maybe<OnlinePhotoBookConnection>;
  /** One order by its code (a super order code, or the code of one of its products). Null when unknown or another customer's. */
  order?: Maybe<Order>;
  /** The customer's orders of one group, newest first. Null when the order service is unavailable. */
  orders?: Maybe<OrderConnection>;
  /** The preferred payment method. Null when the customer service is unavailable. */
  paymentMethod?: Maybe<PaymentMethodSettings>;
  /** The customer's photo library: counts now, timeline and photos later. Null when the photo service is unavailable. */
  photoLibrary?: Maybe<PhotoLibrary>;
  /** The customer's saved projects, most recently edited first; null with an `UPSTREAM_…` error when the saved projects service is unavailable. */
  savedProjects?: Maybe<SavedProjectConnection>;
  /** The customer's support chat conversation (no service call until its messages are asked for). */
  supportChat: SupportChatConversation;
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerAddressArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerAddressesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerExperimentArgs = {
  name: ExperimentName;
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerFeedbackSurveyArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  kind: InvoiceKind;
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerOnlinePhotoBookArgs = {
  productCode: Scalars['String']['input'];
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerOnlinePhotoBooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerOrderArgs = {
  code: Scalars['String']['input'];
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  group: OrderGroup;
};


/**
 * The signed-in customer. Every field answers only for the owner of the bearer token.
 * Fields backed by an upstream service are nullable so that an outage of one service degrades one part of a page, not the page.
 */
export type ViewerSavedProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
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
    | ( AddressModel )
    | ( AlbumModel )
    | ( DownloadModel )
    | ( FeedbackSurvey )
    | ( GalleryEntry )
    | ( Invoice )
    | ( MapPdf )
    | ( Omit<OnlinePhotoBook, 'product'> & { product: _RefType['OrderProduct'] } )
    | ( OrderModel )
    | ( OrderProductModel )
    | ( PhotoModel )
    | ( PhotoLibraryModel )
    | ( SavedProject )
    | ( SharedAlbumModel )
    | ( SupportChatConversationModel )
    | ( SupportChatMessageModel )
    | ( TimelineMonthModel )
    | ( ViewerModel )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivatePhotoLibraryPayload: ResolverTypeWrapper<Omit<ActivatePhotoLibraryPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  AddAddressInput: AddAddressInput;
  AddAddressPayload: ResolverTypeWrapper<Omit<AddAddressPayload, 'addressEdge' | 'viewer'> & { addressEdge?: Maybe<ResolversTypes['AddressEdge']>, viewer?: Maybe<ResolversTypes['Viewer']> }>;
  AddPhotosToAlbumInput: AddPhotosToAlbumInput;
  AddPhotosToAlbumPayload: ResolverTypeWrapper<Omit<AddPhotosToAlbumPayload, 'album'> & { album?: Maybe<ResolversTypes['Album']> }>;
  Address: ResolverTypeWrapper<AddressModel>;
  AddressConnection: ResolverTypeWrapper<AddressConnectionModel>;
  AddressEdge: ResolverTypeWrapper<Omit<AddressEdge, 'node'> & { node: ResolversTypes['Address'] }>;
  Album: ResolverTypeWrapper<AlbumModel>;
  AlbumConnection: ResolverTypeWrapper<AlbumConnectionModel>;
  AlbumEdge: ResolverTypeWrapper<Omit<AlbumEdge, 'node'> & { node: ResolversTypes['Album'] }>;
  AlbumParticipant: ResolverTypeWrapper<AlbumParticipant>;
  AlbumPhotoSort: AlbumPhotoSort;
  AlbumPhotoSortKey: AlbumPhotoSortKey;
  AnalyticsEvent: AnalyticsEvent;
  AnswerFeedbackSurveyInput: AnswerFeedbackSurveyInput;
  AnswerFeedbackSurveyPayload: ResolverTypeWrapper<AnswerFeedbackSurveyPayload>;
  AppliedVoucher: ResolverTypeWrapper<AppliedVoucher>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessAccountStatus: BusinessAccountStatus;
  CallbackFormat: CallbackFormat;
  CancelPhotoUploadsInput: CancelPhotoUploadsInput;
  CancelPhotoUploadsPayload: ResolverTypeWrapper<CancelPhotoUploadsPayload>;
  ChangeOrderDeliveryAddressInput: ChangeOrderDeliveryAddressInput;
  ChangeOrderDeliveryAddressPayload: ResolverTypeWrapper<Omit<ChangeOrderDeliveryAddressPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  ChangePaymentMethodInput: ChangePaymentMethodInput;
  ChangePaymentMethodPayload: ResolverTypeWrapper<Omit<ChangePaymentMethodPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  CompanyDetails: ResolverTypeWrapper<CompanyDetails>;
  ConfirmAccountDeletionPayload: ResolverTypeWrapper<ConfirmAccountDeletionPayload>;
  ConfirmEmailChangePayload: ResolverTypeWrapper<ConfirmEmailChangePayload>;
  ConfirmPhotoUploadsInput: ConfirmPhotoUploadsInput;
  ConfirmPhotoUploadsPayload: ResolverTypeWrapper<Omit<ConfirmPhotoUploadsPayload, 'photoLibrary' | 'photos'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']>, photos: Array<ResolversTypes['Photo']> }>;
  ConfirmSubscriptionInput: ConfirmSubscriptionInput;
  ConfirmSubscriptionPayload: ResolverTypeWrapper<ConfirmSubscriptionPayload>;
  ConfirmationInput: ConfirmationInput;
  CookieConsent: ResolverTypeWrapper<CookieConsent>;
  CreateAlbumInput: CreateAlbumInput;
  CreateAlbumPayload: ResolverTypeWrapper<Omit<CreateAlbumPayload, 'album' | 'albumEdge' | 'photoLibrary'> & { album?: Maybe<ResolversTypes['Album']>, albumEdge?: Maybe<ResolversTypes['AlbumEdge']>, photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  CreateDownloadInput: CreateDownloadInput;
  CreateDownloadPayload: ResolverTypeWrapper<Omit<CreateDownloadPayload, 'download'> & { download?: Maybe<ResolversTypes['Download']> }>;
  CreateGalleryEntryInput: CreateGalleryEntryInput;
  CreateGalleryEntryPayload: ResolverTypeWrapper<Omit<CreateGalleryEntryPayload, 'photoBook'> & { photoBook?: Maybe<ResolversTypes['OnlinePhotoBook']> }>;
  CreatePhotoUploadsInput: CreatePhotoUploadsInput;
  CreatePhotoUploadsPayload: ResolverTypeWrapper<CreatePhotoUploadsPayload>;
  CreatePrintSelectionInput: CreatePrintSelectionInput;
  CreatePrintSelectionPayload: ResolverTypeWrapper<CreatePrintSelectionPayload>;
  CreateSharedAlbumDownloadInput: CreateSharedAlbumDownloadInput;
  CreateSharedAlbumDownloadPayload: ResolverTypeWrapper<Omit<CreateSharedAlbumDownloadPayload, 'download'> & { download?: Maybe<ResolversTypes['Download']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAddressInput: DeleteAddressInput;
  DeleteAddressPayload: ResolverTypeWrapper<Omit<DeleteAddressPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  DeleteAlbumInput: DeleteAlbumInput;
  DeleteAlbumPayload: ResolverTypeWrapper<Omit<DeleteAlbumPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  DeleteAllPhotosInput: DeleteAllPhotosInput;
  DeleteAllPhotosPayload: ResolverTypeWrapper<Omit<DeleteAllPhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  DeleteGalleryEntryInput: DeleteGalleryEntryInput;
  DeleteGalleryEntryPayload: ResolverTypeWrapper<Omit<DeleteGalleryEntryPayload, 'photoBook'> & { photoBook?: Maybe<ResolversTypes['OnlinePhotoBook']> }>;
  DeleteOnlineVersionInput: DeleteOnlineVersionInput;
  DeleteOnlineVersionPayload: ResolverTypeWrapper<Omit<DeleteOnlineVersionPayload, 'photoBook'> & { photoBook?: Maybe<ResolversTypes['OnlinePhotoBook']> }>;
  DeletePhotosInput: DeletePhotosInput;
  DeletePhotosPayload: ResolverTypeWrapper<Omit<DeletePhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  DeleteProjectInput: DeleteProjectInput;
  DeleteProjectPayload: ResolverTypeWrapper<DeleteProjectPayload>;
  DeleteSharedAlbumInput: DeleteSharedAlbumInput;
  DeleteSharedAlbumPayload: ResolverTypeWrapper<Omit<DeleteSharedAlbumPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversTypes['PhotoLibrary']> }>;
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryDates: ResolverTypeWrapper<DeliveryDates>;
  DeliveryType: DeliveryType;
  DismissFeedbackSurveyInput: DismissFeedbackSurveyInput;
  DismissFeedbackSurveyPayload: ResolverTypeWrapper<DismissFeedbackSurveyPayload>;
  Download: ResolverTypeWrapper<DownloadModel>;
  DownloadEvent: ResolverTypeWrapper<DownloadEventModel>;
  DownloadEventType: DownloadEventType;
  DownloadProgress: ResolverTypeWrapper<DownloadProgress>;
  DownloadStatus: DownloadStatus;
  EVoucher: ResolverTypeWrapper<EVoucher>;
  EVoucherState: EVoucherState;
  Experiment: ResolverTypeWrapper<Experiment>;
  ExperimentExposure: ResolverTypeWrapper<ExperimentExposure>;
  ExperimentName: ExperimentName;
  ExperimentVariant: ExperimentVariant;
  FeedbackSurvey: ResolverTypeWrapper<FeedbackSurvey>;
  FeedbackSurveyReason: FeedbackSurveyReason;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FtpIntegration: ResolverTypeWrapper<FtpIntegration>;
  GalleryCategory: ResolverTypeWrapper<GalleryCategory>;
  GalleryEntry: ResolverTypeWrapper<GalleryEntry>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceConnection: ResolverTypeWrapper<InvoiceConnection>;
  InvoiceEdge: ResolverTypeWrapper<InvoiceEdge>;
  InvoiceKind: InvoiceKind;
  MapPdf: ResolverTypeWrapper<MapPdf>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  MutationErrorReason: MutationErrorReason;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  OnlinePhotoBook: ResolverTypeWrapper<Omit<OnlinePhotoBook, 'product'> & { product: ResolversTypes['OrderProduct'] }>;
  OnlinePhotoBookConnection: ResolverTypeWrapper<Omit<OnlinePhotoBookConnection, 'edges'> & { edges: Array<ResolversTypes['OnlinePhotoBookEdge']> }>;
  OnlinePhotoBookEdge: ResolverTypeWrapper<Omit<OnlinePhotoBookEdge, 'node'> & { node: ResolversTypes['OnlinePhotoBook'] }>;
  OnlineVersion: ResolverTypeWrapper<OnlineVersionModel>;
  OnlineVersionState: OnlineVersionState;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderConnection: ResolverTypeWrapper<OrderConnectionModel>;
  OrderCutOff: ResolverTypeWrapper<OrderCutOff>;
  OrderDisplayStatus: OrderDisplayStatus;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderGroup: OrderGroup;
  OrderOrigin: OrderOrigin;
  OrderProduct: ResolverTypeWrapper<OrderProductModel>;
  OrderProductKind: OrderProductKind;
  OrderStatusTone: OrderStatusTone;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethodSettings: ResolverTypeWrapper<PaymentMethodSettings>;
  PaymentMethodType: PaymentMethodType;
  Photo: ResolverTypeWrapper<PhotoModel>;
  PhotoConnection: ResolverTypeWrapper<PhotoConnectionModel>;
  PhotoEdge: ResolverTypeWrapper<Omit<PhotoEdge, 'node'> & { node: ResolversTypes['Photo'] }>;
  PhotoLibrary: ResolverTypeWrapper<PhotoLibraryModel>;
  PhotoLibraryImportEvent: ResolverTypeWrapper<ImportEventModel>;
  PhotoLibraryImportEventType: PhotoLibraryImportEventType;
  PhotoLibraryStatus: PhotoLibraryStatus;
  PhotoPrintOrder: ResolverTypeWrapper<PhotoPrintOrder>;
  PhotoSort: PhotoSort;
  PhotoSortKey: PhotoSortKey;
  PhotoUpload: ResolverTypeWrapper<PhotoUpload>;
  PhotoUploadFileInput: PhotoUploadFileInput;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  PrintReadiness: ResolverTypeWrapper<PrintReadiness>;
  PrintReadinessLevel: PrintReadinessLevel;
  PrintedPhoto: ResolverTypeWrapper<Omit<PrintedPhoto, 'photo'> & { photo?: Maybe<ResolversTypes['Photo']> }>;
  ProductPdf: ResolverTypeWrapper<ProductPdf>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExperimentExposureInput: RecordExperimentExposureInput;
  RecordExperimentExposurePayload: ResolverTypeWrapper<RecordExperimentExposurePayload>;
  RefreshEVoucherInput: RefreshEVoucherInput;
  RefreshEVoucherPayload: ResolverTypeWrapper<Omit<RefreshEVoucherPayload, 'product'> & { product?: Maybe<ResolversTypes['OrderProduct']> }>;
  RemovePhotosFromAlbumInput: RemovePhotosFromAlbumInput;
  RemovePhotosFromAlbumPayload: ResolverTypeWrapper<Omit<RemovePhotosFromAlbumPayload, 'album'> & { album?: Maybe<ResolversTypes['Album']> }>;
  RenameAlbumInput: RenameAlbumInput;
  RenameAlbumPayload: ResolverTypeWrapper<Omit<RenameAlbumPayload, 'album'> & { album?: Maybe<ResolversTypes['Album']> }>;
  ReorderInput: ReorderInput;
  ReorderPayload: ResolverTypeWrapper<ReorderPayload>;
  RequestAccountDeletionInput: RequestAccountDeletionInput;
  RequestAccountDeletionPayload: ResolverTypeWrapper<RequestAccountDeletionPayload>;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangePayload: ResolverTypeWrapper<RequestEmailChangePayload>;
  RequestOnlineVersionInput: RequestOnlineVersionInput;
  RequestOnlineVersionPayload: ResolverTypeWrapper<Omit<RequestOnlineVersionPayload, 'product'> & { product?: Maybe<ResolversTypes['OrderProduct']> }>;
  SavedProject: ResolverTypeWrapper<SavedProject>;
  SavedProjectConnection: ResolverTypeWrapper<SavedProjectConnection>;
  SavedProjectEdge: ResolverTypeWrapper<SavedProjectEdge>;
  SendSupportChatMessageInput: SendSupportChatMessageInput;
  SendSupportChatMessagePayload: ResolverTypeWrapper<Omit<SendSupportChatMessagePayload, 'messageEdge'> & { messageEdge?: Maybe<ResolversTypes['SupportChatMessageEdge']> }>;
  ShareOnlinePhotoBookInput: ShareOnlinePhotoBookInput;
  ShareOnlinePhotoBookPayload: ResolverTypeWrapper<Omit<ShareOnlinePhotoBookPayload, 'product'> & { product?: Maybe<ResolversTypes['OrderProduct']> }>;
  SharedAlbum: ResolverTypeWrapper<SharedAlbumModel>;
  SharedAlbumConnection: ResolverTypeWrapper<SharedAlbumConnectionModel>;
  SharedAlbumEdge: ResolverTypeWrapper<Omit<SharedAlbumEdge, 'node'> & { node: ResolversTypes['SharedAlbum'] }>;
  SharedAlbumsSummary: ResolverTypeWrapper<SharedAlbumsSummary>;
  Site: ResolverTypeWrapper<SiteModel>;
  SiteArticle: ResolverTypeWrapper<SiteArticle>;
  SiteArticleConnection: ResolverTypeWrapper<SiteArticleConnection>;
  SiteArticleEdge: ResolverTypeWrapper<SiteArticleEdge>;
  SiteMenuEntry: ResolverTypeWrapper<SiteMenuEntry>;
  SiteRoutes: ResolverTypeWrapper<SiteRoutes>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupportChatAuthor: SupportChatAuthor;
  SupportChatConversation: ResolverTypeWrapper<SupportChatConversationModel>;
  SupportChatMessage: ResolverTypeWrapper<SupportChatMessageModel>;
  SupportChatMessageAddedEvent: ResolverTypeWrapper<Omit<SupportChatMessageAddedEvent, 'conversation' | 'messageEdge'> & { conversation: ResolversTypes['SupportChatConversation'], messageEdge: ResolversTypes['SupportChatMessageEdge'] }>;
  SupportChatMessageConnection: ResolverTypeWrapper<Omit<SupportChatMessageConnection, 'edges'> & { edges: Array<ResolversTypes['SupportChatMessageEdge']> }>;
  SupportChatMessageEdge: ResolverTypeWrapper<Omit<SupportChatMessageEdge, 'node'> & { node: ResolversTypes['SupportChatMessage'] }>;
  Thumbnail: ResolverTypeWrapper<Thumbnail>;
  ThumbnailSize: ThumbnailSize;
  TimelineMonth: ResolverTypeWrapper<TimelineMonthModel>;
  TrackAnalyticsEventInput: TrackAnalyticsEventInput;
  TrackAnalyticsEventPayload: ResolverTypeWrapper<TrackAnalyticsEventPayload>;
  UpdateAddressInput: UpdateAddressInput;
  UpdateAddressPayload: ResolverTypeWrapper<Omit<UpdateAddressPayload, 'address' | 'viewer'> & { address?: Maybe<ResolversTypes['Address']>, viewer?: Maybe<ResolversTypes['Viewer']> }>;
  UpdateCompanyDetailsInput: UpdateCompanyDetailsInput;
  UpdateCompanyDetailsPayload: ResolverTypeWrapper<Omit<UpdateCompanyDetailsPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  UpdateCookieConsentInput: UpdateCookieConsentInput;
  UpdateCookieConsentPayload: ResolverTypeWrapper<Omit<UpdateCookieConsentPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  UpdateFtpIntegrationInput: UpdateFtpIntegrationInput;
  UpdateFtpIntegrationPayload: ResolverTypeWrapper<UpdateFtpIntegrationPayload>;
  UpdateGalleryEntryInput: UpdateGalleryEntryInput;
  UpdateGalleryEntryPayload: ResolverTypeWrapper<Omit<UpdateGalleryEntryPayload, 'photoBook'> & { photoBook?: Maybe<ResolversTypes['OnlinePhotoBook']> }>;
  UpdatePersonalDetailsInput: UpdatePersonalDetailsInput;
  UpdatePersonalDetailsPayload: ResolverTypeWrapper<Omit<UpdatePersonalDetailsPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  UploadLookup: ResolverTypeWrapper<UploadLookup>;
  UploadStatus: UploadStatus;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivatePhotoLibraryPayload: Omit<ActivatePhotoLibraryPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  AddAddressInput: AddAddressInput;
  AddAddressPayload: Omit<AddAddressPayload, 'addressEdge' | 'viewer'> & { addressEdge?: Maybe<ResolversParentTypes['AddressEdge']>, viewer?: Maybe<ResolversParentTypes['Viewer']> };
  AddPhotosToAlbumInput: AddPhotosToAlbumInput;
  AddPhotosToAlbumPayload: Omit<AddPhotosToAlbumPayload, 'album'> & { album?: Maybe<ResolversParentTypes['Album']> };
  Address: AddressModel;
  AddressConnection: AddressConnectionModel;
  AddressEdge: Omit<AddressEdge, 'node'> & { node: ResolversParentTypes['Address'] };
  Album: AlbumModel;
  AlbumConnection: AlbumConnectionModel;
  AlbumEdge: Omit<AlbumEdge, 'node'> & { node: ResolversParentTypes['Album'] };
  AlbumParticipant: AlbumParticipant;
  AlbumPhotoSort: AlbumPhotoSort;
  AnswerFeedbackSurveyInput: AnswerFeedbackSurveyInput;
  AnswerFeedbackSurveyPayload: AnswerFeedbackSurveyPayload;
  AppliedVoucher: AppliedVoucher;
  Boolean: Scalars['Boolean']['output'];
  CancelPhotoUploadsInput: CancelPhotoUploadsInput;
  CancelPhotoUploadsPayload: CancelPhotoUploadsPayload;
  ChangeOrderDeliveryAddressInput: ChangeOrderDeliveryAddressInput;
  ChangeOrderDeliveryAddressPayload: Omit<ChangeOrderDeliveryAddressPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  ChangePaymentMethodInput: ChangePaymentMethodInput;
  ChangePaymentMethodPayload: Omit<ChangePaymentMethodPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  CompanyDetails: CompanyDetails;
  ConfirmAccountDeletionPayload: ConfirmAccountDeletionPayload;
  ConfirmEmailChangePayload: ConfirmEmailChangePayload;
  ConfirmPhotoUploadsInput: ConfirmPhotoUploadsInput;
  ConfirmPhotoUploadsPayload: Omit<ConfirmPhotoUploadsPayload, 'photoLibrary' | 'photos'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']>, photos: Array<ResolversParentTypes['Photo']> };
  ConfirmSubscriptionInput: ConfirmSubscriptionInput;
  ConfirmSubscriptionPayload: ConfirmSubscriptionPayload;
  ConfirmationInput: ConfirmationInput;
  CookieConsent: CookieConsent;
  CreateAlbumInput: CreateAlbumInput;
  CreateAlbumPayload: Omit<CreateAlbumPayload, 'album' | 'albumEdge' | 'photoLibrary'> & { album?: Maybe<ResolversParentTypes['Album']>, albumEdge?: Maybe<ResolversParentTypes['AlbumEdge']>, photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  CreateDownloadInput: CreateDownloadInput;
  CreateDownloadPayload: Omit<CreateDownloadPayload, 'download'> & { download?: Maybe<ResolversParentTypes['Download']> };
  CreateGalleryEntryInput: CreateGalleryEntryInput;
  CreateGalleryEntryPayload: Omit<CreateGalleryEntryPayload, 'photoBook'> & { photoBook?: Maybe<ResolversParentTypes['OnlinePhotoBook']> };
  CreatePhotoUploadsInput: CreatePhotoUploadsInput;
  CreatePhotoUploadsPayload: CreatePhotoUploadsPayload;
  CreatePrintSelectionInput: CreatePrintSelectionInput;
  CreatePrintSelectionPayload: CreatePrintSelectionPayload;
  CreateSharedAlbumDownloadInput: CreateSharedAlbumDownloadInput;
  CreateSharedAlbumDownloadPayload: Omit<CreateSharedAlbumDownloadPayload, 'download'> & { download?: Maybe<ResolversParentTypes['Download']> };
  DateTime: Scalars['DateTime']['output'];
  DeleteAddressInput: DeleteAddressInput;
  DeleteAddressPayload: Omit<DeleteAddressPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  DeleteAlbumInput: DeleteAlbumInput;
  DeleteAlbumPayload: Omit<DeleteAlbumPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  DeleteAllPhotosInput: DeleteAllPhotosInput;
  DeleteAllPhotosPayload: Omit<DeleteAllPhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  DeleteGalleryEntryInput: DeleteGalleryEntryInput;
  DeleteGalleryEntryPayload: Omit<DeleteGalleryEntryPayload, 'photoBook'> & { photoBook?: Maybe<ResolversParentTypes['OnlinePhotoBook']> };
  DeleteOnlineVersionInput: DeleteOnlineVersionInput;
  DeleteOnlineVersionPayload: Omit<DeleteOnlineVersionPayload, 'photoBook'> & { photoBook?: Maybe<ResolversParentTypes['OnlinePhotoBook']> };
  DeletePhotosInput: DeletePhotosInput;
  DeletePhotosPayload: Omit<DeletePhotosPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  DeleteProjectInput: DeleteProjectInput;
  DeleteProjectPayload: DeleteProjectPayload;
  DeleteSharedAlbumInput: DeleteSharedAlbumInput;
  DeleteSharedAlbumPayload: Omit<DeleteSharedAlbumPayload, 'photoLibrary'> & { photoLibrary?: Maybe<ResolversParentTypes['PhotoLibrary']> };
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryDates: DeliveryDates;
  DismissFeedbackSurveyInput: DismissFeedbackSurveyInput;
  DismissFeedbackSurveyPayload: DismissFeedbackSurveyPayload;
  Download: DownloadModel;
  DownloadEvent: DownloadEventModel;
  DownloadProgress: DownloadProgress;
  EVoucher: EVoucher;
  Experiment: Experiment;
  ExperimentExposure: ExperimentExposure;
  FeedbackSurvey: FeedbackSurvey;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  FtpIntegration: FtpIntegration;
  GalleryCategory: GalleryCategory;
  GalleryEntry: GalleryEntry;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoiceConnection: InvoiceConnection;
  InvoiceEdge: InvoiceEdge;
  MapPdf: MapPdf;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  OnlinePhotoBook: Omit<OnlinePhotoBook, 'product'> & { product: ResolversParentTypes['OrderProduct'] };
  OnlinePhotoBookConnection: Omit<OnlinePhotoBookConnection, 'edges'> & { edges: Array<ResolversParentTypes['OnlinePhotoBookEdge']> };
  OnlinePhotoBookEdge: Omit<OnlinePhotoBookEdge, 'node'> & { node: ResolversParentTypes['OnlinePhotoBook'] };
  OnlineVersion: OnlineVersionModel;
  Order: OrderModel;
  OrderConnection: OrderConnectionModel;
  OrderCutOff: OrderCutOff;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderProduct: OrderProductModel;
  PageInfo: PageInfo;
  PaymentMethodSettings: PaymentMethodSettings;
  Photo: PhotoModel;
  PhotoConnection: PhotoConnectionModel;
  PhotoEdge: Omit<PhotoEdge, 'node'> & { node: ResolversParentTypes['Photo'] };
  PhotoLibrary: PhotoLibraryModel;
  PhotoLibraryImportEvent: ImportEventModel;
  PhotoPrintOrder: PhotoPrintOrder;
  PhotoSort: PhotoSort;
  PhotoUpload: PhotoUpload;
  PhotoUploadFileInput: PhotoUploadFileInput;
  PostalAddress: PostalAddress;
  PrintReadiness: PrintReadiness;
  PrintedPhoto: Omit<PrintedPhoto, 'photo'> & { photo?: Maybe<ResolversParentTypes['Photo']> };
  ProductPdf: ProductPdf;
  Query: Record<PropertyKey, never>;
  RecordExperimentExposureInput: RecordExperimentExposureInput;
  RecordExperimentExposurePayload: RecordExperimentExposurePayload;
  RefreshEVoucherInput: RefreshEVoucherInput;
  RefreshEVoucherPayload: Omit<RefreshEVoucherPayload, 'product'> & { product?: Maybe<ResolversParentTypes['OrderProduct']> };
  RemovePhotosFromAlbumInput: RemovePhotosFromAlbumInput;
  RemovePhotosFromAlbumPayload: Omit<RemovePhotosFromAlbumPayload, 'album'> & { album?: Maybe<ResolversParentTypes['Album']> };
  RenameAlbumInput: RenameAlbumInput;
  RenameAlbumPayload: Omit<RenameAlbumPayload, 'album'> & { album?: Maybe<ResolversParentTypes['Album']> };
  ReorderInput: ReorderInput;
  ReorderPayload: ReorderPayload;
  RequestAccountDeletionInput: RequestAccountDeletionInput;
  RequestAccountDeletionPayload: RequestAccountDeletionPayload;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangePayload: RequestEmailChangePayload;
  RequestOnlineVersionInput: RequestOnlineVersionInput;
  RequestOnlineVersionPayload: Omit<RequestOnlineVersionPayload, 'product'> & { product?: Maybe<ResolversParentTypes['OrderProduct']> };
  SavedProject: SavedProject;
  SavedProjectConnection: SavedProjectConnection;
  SavedProjectEdge: SavedProjectEdge;
  SendSupportChatMessageInput: SendSupportChatMessageInput;
  SendSupportChatMessagePayload: Omit<SendSupportChatMessagePayload, 'messageEdge'> & { messageEdge?: Maybe<ResolversParentTypes['SupportChatMessageEdge']> };
  ShareOnlinePhotoBookInput: ShareOnlinePhotoBookInput;
  ShareOnlinePhotoBookPayload: Omit<ShareOnlinePhotoBookPayload, 'product'> & { product?: Maybe<ResolversParentTypes['OrderProduct']> };
  SharedAlbum: SharedAlbumModel;
  SharedAlbumConnection: SharedAlbumConnectionModel;
  SharedAlbumEdge: Omit<SharedAlbumEdge, 'node'> & { node: ResolversParentTypes['SharedAlbum'] };
  SharedAlbumsSummary: SharedAlbumsSummary;
  Site: SiteModel;
  SiteArticle: SiteArticle;
  SiteArticleConnection: SiteArticleConnection;
  SiteArticleEdge: SiteArticleEdge;
  SiteMenuEntry: SiteMenuEntry;
  SiteRoutes: SiteRoutes;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupportChatConversation: SupportChatConversationModel;
  SupportChatMessage: SupportChatMessageModel;
  SupportChatMessageAddedEvent: Omit<SupportChatMessageAddedEvent, 'conversation' | 'messageEdge'> & { conversation: ResolversParentTypes['SupportChatConversation'], messageEdge: ResolversParentTypes['SupportChatMessageEdge'] };
  SupportChatMessageConnection: Omit<SupportChatMessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['SupportChatMessageEdge']> };
  SupportChatMessageEdge: Omit<SupportChatMessageEdge, 'node'> & { node: ResolversParentTypes['SupportChatMessage'] };
  Thumbnail: Thumbnail;
  TimelineMonth: TimelineMonthModel;
  TrackAnalyticsEventInput: TrackAnalyticsEventInput;
  TrackAnalyticsEventPayload: TrackAnalyticsEventPayload;
  UpdateAddressInput: UpdateAddressInput;
  UpdateAddressPayload: Omit<UpdateAddressPayload, 'address' | 'viewer'> & { address?: Maybe<ResolversParentTypes['Address']>, viewer?: Maybe<ResolversParentTypes['Viewer']> };
  UpdateCompanyDetailsInput: UpdateCompanyDetailsInput;
  UpdateCompanyDetailsPayload: Omit<UpdateCompanyDetailsPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  UpdateCookieConsentInput: UpdateCookieConsentInput;
  UpdateCookieConsentPayload: Omit<UpdateCookieConsentPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  UpdateFtpIntegrationInput: UpdateFtpIntegrationInput;
  UpdateFtpIntegrationPayload: UpdateFtpIntegrationPayload;
  UpdateGalleryEntryInput: UpdateGalleryEntryInput;
  UpdateGalleryEntryPayload: Omit<UpdateGalleryEntryPayload, 'photoBook'> & { photoBook?: Maybe<ResolversParentTypes['OnlinePhotoBook']> };
  UpdatePersonalDetailsInput: UpdatePersonalDetailsInput;
  UpdatePersonalDetailsPayload: Omit<UpdatePersonalDetailsPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  UploadLookup: UploadLookup;
  Viewer: ViewerModel;
}>;

export type ConstraintDirectiveArgs = {
  contains?: Maybe<Scalars['String']['input']>;
  endsWith?: Maybe<Scalars['String']['input']>;
  exclusiveMax?: Maybe<Scalars['Float']['input']>;
  exclusiveMin?: Maybe<Scalars['Float']['input']>;
  format?: Maybe<Scalars['String']['input']>;
  max?: Maybe<Scalars['Float']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  minItems?: Maybe<Scalars['Int']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
  multipleOf?: Maybe<Scalars['Float']['input']>;
  notContains?: Maybe<Scalars['String']['input']>;
  pattern?: Maybe<Scalars['String']['input']>;
  startsWith?: Maybe<Scalars['String']['input']>;
  uniqueTypeName?: Maybe<Scalars['String']['input']>;
};

export type ConstraintDirectiveResolver<Result, Parent, ContextType = Context, Args = ConstraintDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivatePhotoLibraryPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivatePhotoLibraryPayload'] = ResolversParentTypes['ActivatePhotoLibraryPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type AddAddressPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddAddressPayload'] = ResolversParentTypes['AddAddressPayload']> = ResolversObject<{
  addressEdge?: Resolver<Maybe<ResolversTypes['AddressEdge']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type AddPhotosToAlbumPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddPhotosToAlbumPayload'] = ResolversParentTypes['AddPhotosToAlbumPayload']> = ResolversObject<{
  addedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  addition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddressConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddressConnection'] = ResolversParentTypes['AddressConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AddressEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AddressEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddressEdge'] = ResolversParentTypes['AddressEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
}>;

export type AlbumResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Album'] = ResolversParentTypes['Album']> = ResolversObject<{
  coverPhoto?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isShared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['PhotoConnection'], ParentType, ContextType, RequireFields<AlbumPhotosArgs, 'first'>>;
  photosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sharedAlbum?: Resolver<Maybe<ResolversTypes['SharedAlbum']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlbumConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AlbumConnection'] = ResolversParentTypes['AlbumConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AlbumEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AlbumEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AlbumEdge'] = ResolversParentTypes['AlbumEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Album'], ParentType, ContextType>;
}>;

export type AlbumParticipantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AlbumParticipant'] = ResolversParentTypes['AlbumParticipant']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AnswerFeedbackSurveyPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnswerFeedbackSurveyPayload'] = ResolversParentTypes['AnswerFeedbackSurveyPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  survey?: Resolver<Maybe<ResolversTypes['FeedbackSurvey']>, ParentType, ContextType>;
}>;

export type AppliedVoucherResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppliedVoucher'] = ResolversParentTypes['AppliedVoucher']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CancelPhotoUploadsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CancelPhotoUploadsPayload'] = ResolversParentTypes['CancelPhotoUploadsPayload']> = ResolversObject<{
  deletedUploadIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedUploadIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ChangeOrderDeliveryAddressPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangeOrderDeliveryAddressPayload'] = ResolversParentTypes['ChangeOrderDeliveryAddressPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type ChangePaymentMethodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangePaymentMethodPayload'] = ResolversParentTypes['ChangePaymentMethodPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethodSettings']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type CompanyDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CompanyDetails'] = ResolversParentTypes['CompanyDetails']> = ResolversObject<{
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ConfirmAccountDeletionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmAccountDeletionPayload'] = ResolversParentTypes['ConfirmAccountDeletionPayload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
}>;

export type ConfirmEmailChangePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmEmailChangePayload'] = ResolversParentTypes['ConfirmEmailChangePayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
}>;

export type ConfirmPhotoUploadsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmPhotoUploadsPayload'] = ResolversParentTypes['ConfirmPhotoUploadsPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedDiscardUploadIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  failedUploadIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
}>;

export type ConfirmSubscriptionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmSubscriptionPayload'] = ResolversParentTypes['ConfirmSubscriptionPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CookieConsentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CookieConsent'] = ResolversParentTypes['CookieConsent']> = ResolversObject<{
  analytics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreateAlbumPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateAlbumPayload'] = ResolversParentTypes['CreateAlbumPayload']> = ResolversObject<{
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType>;
  albumEdge?: Resolver<Maybe<ResolversTypes['AlbumEdge']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type CreateDownloadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateDownloadPayload'] = ResolversParentTypes['CreateDownloadPayload']> = ResolversObject<{
  download?: Resolver<Maybe<ResolversTypes['Download']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CreateGalleryEntryPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateGalleryEntryPayload'] = ResolversParentTypes['CreateGalleryEntryPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  photoBook?: Resolver<Maybe<ResolversTypes['OnlinePhotoBook']>, ParentType, ContextType>;
}>;

export type CreatePhotoUploadsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatePhotoUploadsPayload'] = ResolversParentTypes['CreatePhotoUploadsPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  uploads?: Resolver<Array<ResolversTypes['PhotoUpload']>, ParentType, ContextType>;
}>;

export type CreatePrintSelectionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatePrintSelectionPayload'] = ResolversParentTypes['CreatePrintSelectionPayload']> = ResolversObject<{
  editorUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  tempSelectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CreateSharedAlbumDownloadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateSharedAlbumDownloadPayload'] = ResolversParentTypes['CreateSharedAlbumDownloadPayload']> = ResolversObject<{
  download?: Resolver<Maybe<ResolversTypes['Download']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAddressPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAddressPayload'] = ResolversParentTypes['DeleteAddressPayload']> = ResolversObject<{
  deletedAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type DeleteAlbumPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAlbumPayload'] = ResolversParentTypes['DeleteAlbumPayload']> = ResolversObject<{
  deletedAlbumId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type DeleteAllPhotosPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAllPhotosPayload'] = ResolversParentTypes['DeleteAllPhotosPayload']> = ResolversObject<{
  deletedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type DeleteGalleryEntryPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteGalleryEntryPayload'] = ResolversParentTypes['DeleteGalleryEntryPayload']> = ResolversObject<{
  deletedGalleryEntryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  photoBook?: Resolver<Maybe<ResolversTypes['OnlinePhotoBook']>, ParentType, ContextType>;
}>;

export type DeleteOnlineVersionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteOnlineVersionPayload'] = ResolversParentTypes['DeleteOnlineVersionPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  photoBook?: Resolver<Maybe<ResolversTypes['OnlinePhotoBook']>, ParentType, ContextType>;
}>;

export type DeletePhotosPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletePhotosPayload'] = ResolversParentTypes['DeletePhotosPayload']> = ResolversObject<{
  deletedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type DeleteProjectPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteProjectPayload'] = ResolversParentTypes['DeleteProjectPayload']> = ResolversObject<{
  deletedProjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type DeleteSharedAlbumPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteSharedAlbumPayload'] = ResolversParentTypes['DeleteSharedAlbumPayload']> = ResolversObject<{
  deletedAlbumId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deletedSharedAlbumId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
}>;

export type DeliveryDatesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryDates'] = ResolversParentTypes['DeliveryDates']> = ResolversObject<{
  earliest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DismissFeedbackSurveyPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DismissFeedbackSurveyPayload'] = ResolversParentTypes['DismissFeedbackSurveyPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  survey?: Resolver<Maybe<ResolversTypes['FeedbackSurvey']>, ParentType, ContextType>;
}>;

export type DownloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Download'] = ResolversParentTypes['Download']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['DownloadProgress'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DownloadStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DownloadEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadEvent'] = ResolversParentTypes['DownloadEvent']> = ResolversObject<{
  done?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  download?: Resolver<Maybe<ResolversTypes['Download']>, ParentType, ContextType>;
  downloadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DownloadEventType'], ParentType, ContextType>;
}>;

export type DownloadProgressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadProgress'] = ResolversParentTypes['DownloadProgress']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EVoucherResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EVoucher'] = ResolversParentTypes['EVoucher']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slowPaymentProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EVoucherState'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type ExperimentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Experiment'] = ResolversParentTypes['Experiment']> = ResolversObject<{
  assigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['ExperimentName'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ExperimentVariant'], ParentType, ContextType>;
}>;

export type ExperimentExposureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExperimentExposure'] = ResolversParentTypes['ExperimentExposure']> = ResolversObject<{
  name?: Resolver<ResolversTypes['ExperimentName'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ExperimentVariant'], ParentType, ContextType>;
}>;

export type FeedbackSurveyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackSurvey'] = ResolversParentTypes['FeedbackSurvey']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['FeedbackSurveyReason']>, ParentType, ContextType>;
  respondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FtpIntegrationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FtpIntegration'] = ResolversParentTypes['FtpIntegration']> = ResolversObject<{
  callbackFormat?: Resolver<Maybe<ResolversTypes['CallbackFormat']>, ParentType, ContextType>;
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GalleryCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GalleryCategory'] = ResolversParentTypes['GalleryCategory']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GalleryEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GalleryEntry'] = ResolversParentTypes['GalleryEntry']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['GalleryCategory']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  orderRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InvoiceConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceConnection'] = ResolversParentTypes['InvoiceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['InvoiceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceEdge'] = ResolversParentTypes['InvoiceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
}>;

export type MapPdfResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MapPdf'] = ResolversParentTypes['MapPdf']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amountInMinorUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activatePhotoLibrary?: Resolver<ResolversTypes['ActivatePhotoLibraryPayload'], ParentType, ContextType>;
  addAddress?: Resolver<ResolversTypes['AddAddressPayload'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'input'>>;
  addPhotosToAlbum?: Resolver<ResolversTypes['AddPhotosToAlbumPayload'], ParentType, ContextType, RequireFields<MutationAddPhotosToAlbumArgs, 'input'>>;
  answerFeedbackSurvey?: Resolver<ResolversTypes['AnswerFeedbackSurveyPayload'], ParentType, ContextType, RequireFields<MutationAnswerFeedbackSurveyArgs, 'input'>>;
  cancelPhotoUploads?: Resolver<ResolversTypes['CancelPhotoUploadsPayload'], ParentType, ContextType, RequireFields<MutationCancelPhotoUploadsArgs, 'input'>>;
  changeOrderDeliveryAddress?: Resolver<ResolversTypes['ChangeOrderDeliveryAddressPayload'], ParentType, ContextType, RequireFields<MutationChangeOrderDeliveryAddressArgs, 'input'>>;
  changePaymentMethod?: Resolver<ResolversTypes['ChangePaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationChangePaymentMethodArgs, 'input'>>;
  confirmAccountDeletion?: Resolver<ResolversTypes['ConfirmAccountDeletionPayload'], ParentType, ContextType, RequireFields<MutationConfirmAccountDeletionArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangePayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'input'>>;
  confirmPhotoUploads?: Resolver<ResolversTypes['ConfirmPhotoUploadsPayload'], ParentType, ContextType, RequireFields<MutationConfirmPhotoUploadsArgs, 'input'>>;
  confirmSubscription?: Resolver<ResolversTypes['ConfirmSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationConfirmSubscriptionArgs, 'input'>>;
  createAlbum?: Resolver<ResolversTypes['CreateAlbumPayload'], ParentType, ContextType, RequireFields<MutationCreateAlbumArgs, 'input'>>;
  createDownload?: Resolver<ResolversTypes['CreateDownloadPayload'], ParentType, ContextType, RequireFields<MutationCreateDownloadArgs, 'input'>>;
  createGalleryEntry?: Resolver<ResolversTypes['CreateGalleryEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateGalleryEntryArgs, 'input'>>;
  createPhotoUploads?: Resolver<ResolversTypes['CreatePhotoUploadsPayload'], ParentType, ContextType, RequireFields<MutationCreatePhotoUploadsArgs, 'input'>>;
  createPrintSelection?: Resolver<ResolversTypes['CreatePrintSelectionPayload'], ParentType, ContextType, RequireFields<MutationCreatePrintSelectionArgs, 'input'>>;
  createSharedAlbumDownload?: Resolver<ResolversTypes['CreateSharedAlbumDownloadPayload'], ParentType, ContextType, RequireFields<MutationCreateSharedAlbumDownloadArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['DeleteAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'input'>>;
  deleteAlbum?: Resolver<ResolversTypes['DeleteAlbumPayload'], ParentType, ContextType, RequireFields<MutationDeleteAlbumArgs, 'input'>>;
  deleteAllPhotos?: Resolver<ResolversTypes['DeleteAllPhotosPayload'], ParentType, ContextType, RequireFields<MutationDeleteAllPhotosArgs, 'input'>>;
  deleteGalleryEntry?: Resolver<ResolversTypes['DeleteGalleryEntryPayload'], ParentType, ContextType, RequireFields<MutationDeleteGalleryEntryArgs, 'input'>>;
  deleteOnlineVersion?: Resolver<ResolversTypes['DeleteOnlineVersionPayload'], ParentType, ContextType, RequireFields<MutationDeleteOnlineVersionArgs, 'input'>>;
  deletePhotos?: Resolver<ResolversTypes['DeletePhotosPayload'], ParentType, ContextType, RequireFields<MutationDeletePhotosArgs, 'input'>>;
  deleteProject?: Resolver<ResolversTypes['DeleteProjectPayload'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'input'>>;
  deleteSharedAlbum?: Resolver<ResolversTypes['DeleteSharedAlbumPayload'], ParentType, ContextType, RequireFields<MutationDeleteSharedAlbumArgs, 'input'>>;
  dismissFeedbackSurvey?: Resolver<ResolversTypes['DismissFeedbackSurveyPayload'], ParentType, ContextType, RequireFields<MutationDismissFeedbackSurveyArgs, 'input'>>;
  recordExperimentExposure?: Resolver<ResolversTypes['RecordExperimentExposurePayload'], ParentType, ContextType, RequireFields<MutationRecordExperimentExposureArgs, 'input'>>;
  refreshEVoucher?: Resolver<ResolversTypes['RefreshEVoucherPayload'], ParentType, ContextType, RequireFields<MutationRefreshEVoucherArgs, 'input'>>;
  removePhotosFromAlbum?: Resolver<ResolversTypes['RemovePhotosFromAlbumPayload'], ParentType, ContextType, RequireFields<MutationRemovePhotosFromAlbumArgs, 'input'>>;
  renameAlbum?: Resolver<ResolversTypes['RenameAlbumPayload'], ParentType, ContextType, RequireFields<MutationRenameAlbumArgs, 'input'>>;
  reorder?: Resolver<ResolversTypes['ReorderPayload'], ParentType, ContextType, RequireFields<MutationReorderArgs, 'input'>>;
  requestAccountDeletion?: Resolver<ResolversTypes['RequestAccountDeletionPayload'], ParentType, ContextType, RequireFields<MutationRequestAccountDeletionArgs, 'input'>>;
  requestEmailChange?: Resolver<ResolversTypes['RequestEmailChangePayload'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestOnlineVersion?: Resolver<ResolversTypes['RequestOnlineVersionPayload'], ParentType, ContextType, RequireFields<MutationRequestOnlineVersionArgs, 'input'>>;
  sendSupportChatMessage?: Resolver<ResolversTypes['SendSupportChatMessagePayload'], ParentType, ContextType, RequireFields<MutationSendSupportChatMessageArgs, 'input'>>;
  shareOnlinePhotoBook?: Resolver<ResolversTypes['ShareOnlinePhotoBookPayload'], ParentType, ContextType, RequireFields<MutationShareOnlinePhotoBookArgs, 'input'>>;
  trackAnalyticsEvent?: Resolver<ResolversTypes['TrackAnalyticsEventPayload'], ParentType, ContextType, RequireFields<MutationTrackAnalyticsEventArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['UpdateAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'input'>>;
  updateCompanyDetails?: Resolver<ResolversTypes['UpdateCompanyDetailsPayload'], ParentType, ContextType, RequireFields<MutationUpdateCompanyDetailsArgs, 'input'>>;
  updateCookieConsent?: Resolver<ResolversTypes['UpdateCookieConsentPayload'], ParentType, ContextType, RequireFields<MutationUpdateCookieConsentArgs, 'input'>>;
  updateFtpIntegration?: Resolver<ResolversTypes['UpdateFtpIntegrationPayload'], ParentType, ContextType, RequireFields<MutationUpdateFtpIntegrationArgs, 'input'>>;
  updateGalleryEntry?: Resolver<ResolversTypes['UpdateGalleryEntryPayload'], ParentType, ContextType, RequireFields<MutationUpdateGalleryEntryArgs, 'input'>>;
  updatePersonalDetails?: Resolver<ResolversTypes['UpdatePersonalDetailsPayload'], ParentType, ContextType, RequireFields<MutationUpdatePersonalDetailsArgs, 'input'>>;
}>;

export type MutationErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['MutationErrorReason'], ParentType, ContextType>;
}>;

export type NodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Address' | 'Album' | 'Download' | 'FeedbackSurvey' | 'GalleryEntry' | 'Invoice' | 'MapPdf' | 'OnlinePhotoBook' | 'Order' | 'OrderProduct' | 'Photo' | 'PhotoLibrary' | 'SavedProject' | 'SharedAlbum' | 'SupportChatConversation' | 'SupportChatMessage' | 'TimelineMonth' | 'Viewer', ParentType, ContextType>;
}>;

export type OnlinePhotoBookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OnlinePhotoBook'] = ResolversParentTypes['OnlinePhotoBook']> = ResolversObject<{
  galleryEntry?: Resolver<Maybe<ResolversTypes['GalleryEntry']>, ParentType, ContextType, RequireFields<OnlinePhotoBookGalleryEntryArgs, 'channel'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['OrderProduct'], ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OnlinePhotoBookConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OnlinePhotoBookConnection'] = ResolversParentTypes['OnlinePhotoBookConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OnlinePhotoBookEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OnlinePhotoBookEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OnlinePhotoBookEdge'] = ResolversParentTypes['OnlinePhotoBookEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OnlinePhotoBook'], ParentType, ContextType>;
}>;

export type OnlineVersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OnlineVersion'] = ResolversParentTypes['OnlineVersion']> = ResolversObject<{
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shareCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OnlineVersionState'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  canChangeDeliveryAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReorder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  deliveryDates?: Resolver<Maybe<ResolversTypes['DeliveryDates']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['OrderGroup'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDelayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['OrderOrigin'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
  rawStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderDisplayStatus'], ParentType, ContextType>;
  statusTone?: Resolver<ResolversTypes['OrderStatusTone'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderCutOffResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderCutOff'] = ResolversParentTypes['OrderCutOff']> = ResolversObject<{
  campaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderBefore?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type OrderProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = ResolversObject<{
  articleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutOff?: Resolver<Maybe<ResolversTypes['OrderCutOff']>, ParentType, ContextType>;
  eVoucher?: Resolver<Maybe<ResolversTypes['EVoucher']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDelayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderProductKind'], ParentType, ContextType>;
  onlineVersion?: Resolver<Maybe<ResolversTypes['OnlineVersion']>, ParentType, ContextType>;
  paymentChangedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pdf?: Resolver<Maybe<ResolversTypes['ProductPdf']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  printedPhotos?: Resolver<Array<ResolversTypes['PrintedPhoto']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rawStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderDisplayStatus'], ParentType, ContextType>;
  statusTone?: Resolver<ResolversTypes['OrderStatusTone'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['AppliedVoucher']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentMethodSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentMethodSettings'] = ResolversParentTypes['PaymentMethodSettings']> = ResolversObject<{
  available?: Resolver<Array<ResolversTypes['PaymentMethodType']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['PaymentMethodType']>, ParentType, ContextType>;
}>;

export type PhotoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateTaken?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printReadiness?: Resolver<Maybe<ResolversTypes['PrintReadiness']>, ParentType, ContextType, RequireFields<PhotoPrintReadinessArgs, 'articleCode'>>;
  printedIn?: Resolver<Array<ResolversTypes['PhotoPrintOrder']>, ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType, RequireFields<PhotoThumbnailArgs, 'size'>>;
  thumbnails?: Resolver<Array<ResolversTypes['Thumbnail']>, ParentType, ContextType>;
  untouchedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  albums?: Resolver<ResolversTypes['AlbumConnection'], ParentType, ContextType, RequireFields<PhotoLibraryAlbumsArgs, 'first'>>;
  albumsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importStarted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['TimelineMonth']>, ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['PhotoConnection'], ParentType, ContextType, RequireFields<PhotoLibraryPhotosArgs, 'first'>>;
  photosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sharedAlbums?: Resolver<Maybe<ResolversTypes['SharedAlbumConnection']>, ParentType, ContextType, RequireFields<PhotoLibrarySharedAlbumsArgs, 'first'>>;
  sharedAlbumsSummary?: Resolver<Maybe<ResolversTypes['SharedAlbumsSummary']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PhotoLibraryStatus'], ParentType, ContextType>;
  uploads?: Resolver<Array<Maybe<ResolversTypes['UploadLookup']>>, ParentType, ContextType, RequireFields<PhotoLibraryUploadsArgs, 'ids'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PhotoLibraryImportEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoLibraryImportEvent'] = ResolversParentTypes['PhotoLibraryImportEvent']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PhotoLibraryImportEventType'], ParentType, ContextType>;
}>;

export type PhotoPrintOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoPrintOrder'] = ResolversParentTypes['PhotoPrintOrder']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderDisplayStatus'], ParentType, ContextType>;
  statusTone?: Resolver<ResolversTypes['OrderStatusTone'], ParentType, ContextType>;
}>;

export type PhotoUploadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PhotoUpload'] = ResolversParentTypes['PhotoUpload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostalAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = ResolversObject<{
  addition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintReadinessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PrintReadiness'] = ResolversParentTypes['PrintReadiness']> = ResolversObject<{
  dpi?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['PrintReadinessLevel'], ParentType, ContextType>;
  printHeightMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  printWidthMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PrintedPhotoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PrintedPhoto'] = ResolversParentTypes['PrintedPhoto']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductPdfResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductPdf'] = ResolversParentTypes['ProductPdf']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType, Partial<QuerySiteArgs>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type RecordExperimentExposurePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordExperimentExposurePayload'] = ResolversParentTypes['RecordExperimentExposurePayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  exposure?: Resolver<Maybe<ResolversTypes['ExperimentExposure']>, ParentType, ContextType>;
}>;

export type RefreshEVoucherPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefreshEVoucherPayload'] = ResolversParentTypes['RefreshEVoucherPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
}>;

export type RemovePhotosFromAlbumPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RemovePhotosFromAlbumPayload'] = ResolversParentTypes['RemovePhotosFromAlbumPayload']> = ResolversObject<{
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  failedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  removedPhotoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type RenameAlbumPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RenameAlbumPayload'] = ResolversParentTypes['RenameAlbumPayload']> = ResolversObject<{
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
}>;

export type ReorderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReorderPayload'] = ResolversParentTypes['ReorderPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  shopUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RequestAccountDeletionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestAccountDeletionPayload'] = ResolversParentTypes['RequestAccountDeletionPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type RequestEmailChangePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestEmailChangePayload'] = ResolversParentTypes['RequestEmailChangePayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
}>;

export type RequestOnlineVersionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestOnlineVersionPayload'] = ResolversParentTypes['RequestOnlineVersionPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
}>;

export type SavedProjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedProject'] = ResolversParentTypes['SavedProject']> = ResolversObject<{
  editorUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SavedProjectConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedProjectConnection'] = ResolversParentTypes['SavedProjectConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SavedProjectEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SavedProjectEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedProjectEdge'] = ResolversParentTypes['SavedProjectEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SavedProject'], ParentType, ContextType>;
}>;

export type SendSupportChatMessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SendSupportChatMessagePayload'] = ResolversParentTypes['SendSupportChatMessagePayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  messageEdge?: Resolver<Maybe<ResolversTypes['SupportChatMessageEdge']>, ParentType, ContextType>;
}>;

export type ShareOnlinePhotoBookPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShareOnlinePhotoBookPayload'] = ResolversParentTypes['ShareOnlinePhotoBookPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
}>;

export type SharedAlbumResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SharedAlbum'] = ResolversParentTypes['SharedAlbum']> = ResolversObject<{
  coverPhoto?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['AlbumParticipant'], ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['AlbumParticipant']>, ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['PhotoConnection'], ParentType, ContextType, RequireFields<SharedAlbumPhotosArgs, 'first'>>;
  photosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SharedAlbumConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SharedAlbumConnection'] = ResolversParentTypes['SharedAlbumConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SharedAlbumEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type SharedAlbumEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SharedAlbumEdge'] = ResolversParentTypes['SharedAlbumEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SharedAlbum'], ParentType, ContextType>;
}>;

export type SharedAlbumsSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SharedAlbumsSummary'] = ResolversParentTypes['SharedAlbumsSummary']> = ResolversObject<{
  grantedAlbumsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readAlbumsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = ResolversObject<{
  articles?: Resolver<ResolversTypes['SiteArticleConnection'], ParentType, ContextType, RequireFields<SiteArticlesArgs, 'first'>>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerCareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  faqUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['SiteMenuEntry']>, ParentType, ContextType>;
  routes?: Resolver<ResolversTypes['SiteRoutes'], ParentType, ContextType>;
  shopUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteArticleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteArticle'] = ResolversParentTypes['SiteArticle']> = ResolversObject<{
  articleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  border?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverText?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  coverType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pageWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paper?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteArticleConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteArticleConnection'] = ResolversParentTypes['SiteArticleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SiteArticleEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SiteArticleEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteArticleEdge'] = ResolversParentTypes['SiteArticleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SiteArticle'], ParentType, ContextType>;
}>;

export type SiteMenuEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteMenuEntry'] = ResolversParentTypes['SiteMenuEntry']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteRoutesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteRoutes'] = ResolversParentTypes['SiteRoutes']> = ResolversObject<{
  createAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerCare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faq?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopHome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  downloadEvents?: SubscriptionResolver<ResolversTypes['DownloadEvent'], "downloadEvents", ParentType, ContextType>;
  photoLibraryCountsChanged?: SubscriptionResolver<ResolversTypes['PhotoLibrary'], "photoLibraryCountsChanged", ParentType, ContextType>;
  photoLibraryImportEvents?: SubscriptionResolver<ResolversTypes['PhotoLibraryImportEvent'], "photoLibraryImportEvents", ParentType, ContextType>;
  supportChatMessageAdded?: SubscriptionResolver<ResolversTypes['SupportChatMessageAddedEvent'], "supportChatMessageAdded", ParentType, ContextType>;
}>;

export type SupportChatConversationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupportChatConversation'] = ResolversParentTypes['SupportChatConversation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messages?: Resolver<Maybe<ResolversTypes['SupportChatMessageConnection']>, ParentType, ContextType, RequireFields<SupportChatConversationMessagesArgs, 'last'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SupportChatMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupportChatMessage'] = ResolversParentTypes['SupportChatMessage']> = ResolversObject<{
  author?: Resolver<ResolversTypes['SupportChatAuthor'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SupportChatMessageAddedEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupportChatMessageAddedEvent'] = ResolversParentTypes['SupportChatMessageAddedEvent']> = ResolversObject<{
  conversation?: Resolver<ResolversTypes['SupportChatConversation'], ParentType, ContextType>;
  messageEdge?: Resolver<ResolversTypes['SupportChatMessageEdge'], ParentType, ContextType>;
}>;

export type SupportChatMessageConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupportChatMessageConnection'] = ResolversParentTypes['SupportChatMessageConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SupportChatMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type SupportChatMessageEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupportChatMessageEdge'] = ResolversParentTypes['SupportChatMessageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SupportChatMessage'], ParentType, ContextType>;
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

export type TrackAnalyticsEventPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrackAnalyticsEventPayload'] = ResolversParentTypes['TrackAnalyticsEventPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  trackedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type UpdateAddressPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateAddressPayload'] = ResolversParentTypes['UpdateAddressPayload']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type UpdateCompanyDetailsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateCompanyDetailsPayload'] = ResolversParentTypes['UpdateCompanyDetailsPayload']> = ResolversObject<{
  companyDetails?: Resolver<Maybe<ResolversTypes['CompanyDetails']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type UpdateCookieConsentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateCookieConsentPayload'] = ResolversParentTypes['UpdateCookieConsentPayload']> = ResolversObject<{
  cookieConsent?: Resolver<Maybe<ResolversTypes['CookieConsent']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type UpdateFtpIntegrationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateFtpIntegrationPayload'] = ResolversParentTypes['UpdateFtpIntegrationPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ftpIntegration?: Resolver<Maybe<ResolversTypes['FtpIntegration']>, ParentType, ContextType>;
}>;

export type UpdateGalleryEntryPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateGalleryEntryPayload'] = ResolversParentTypes['UpdateGalleryEntryPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  photoBook?: Resolver<Maybe<ResolversTypes['OnlinePhotoBook']>, ParentType, ContextType>;
}>;

export type UpdatePersonalDetailsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdatePersonalDetailsPayload'] = ResolversParentTypes['UpdatePersonalDetailsPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type UploadLookupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadLookup'] = ResolversParentTypes['UploadLookup']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  madeBeforeSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UploadStatus'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  accountDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<ViewerAddressArgs, 'id'>>;
  addresses?: Resolver<Maybe<ResolversTypes['AddressConnection']>, ParentType, ContextType, RequireFields<ViewerAddressesArgs, 'first'>>;
  businessAccountStatus?: Resolver<Maybe<ResolversTypes['BusinessAccountStatus']>, ParentType, ContextType>;
  companyDetails?: Resolver<Maybe<ResolversTypes['CompanyDetails']>, ParentType, ContextType>;
  cookieConsent?: Resolver<Maybe<ResolversTypes['CookieConsent']>, ParentType, ContextType>;
  downloads?: Resolver<Maybe<Array<ResolversTypes['Download']>>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  experiment?: Resolver<ResolversTypes['Experiment'], ParentType, ContextType, RequireFields<ViewerExperimentArgs, 'name'>>;
  feedbackSurvey?: Resolver<Maybe<ResolversTypes['FeedbackSurvey']>, ParentType, ContextType, RequireFields<ViewerFeedbackSurveyArgs, 'locale'>>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ftpIntegration?: Resolver<Maybe<ResolversTypes['FtpIntegration']>, ParentType, ContextType>;
  galleryCategories?: Resolver<Maybe<Array<ResolversTypes['GalleryCategory']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Maybe<ResolversTypes['InvoiceConnection']>, ParentType, ContextType, RequireFields<ViewerInvoicesArgs, 'first' | 'kind'>>;
  isBusiness?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mapPdfs?: Resolver<Maybe<Array<ResolversTypes['MapPdf']>>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onlinePhotoBook?: Resolver<Maybe<ResolversTypes['OnlinePhotoBook']>, ParentType, ContextType, RequireFields<ViewerOnlinePhotoBookArgs, 'productCode'>>;
  onlinePhotoBooks?: Resolver<Maybe<ResolversTypes['OnlinePhotoBookConnection']>, ParentType, ContextType, RequireFields<ViewerOnlinePhotoBooksArgs, 'first'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<ViewerOrderArgs, 'code'>>;
  orders?: Resolver<Maybe<ResolversTypes['OrderConnection']>, ParentType, ContextType, RequireFields<ViewerOrdersArgs, 'first' | 'group'>>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethodSettings']>, ParentType, ContextType>;
  photoLibrary?: Resolver<Maybe<ResolversTypes['PhotoLibrary']>, ParentType, ContextType>;
  savedProjects?: Resolver<Maybe<ResolversTypes['SavedProjectConnection']>, ParentType, ContextType, RequireFields<ViewerSavedProjectsArgs, 'first'>>;
  supportChat?: Resolver<ResolversTypes['SupportChatConversation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  ActivatePhotoLibraryPayload?: ActivatePhotoLibraryPayloadResolvers<ContextType>;
  AddAddressPayload?: AddAddressPayloadResolvers<ContextType>;
  AddPhotosToAlbumPayload?: AddPhotosToAlbumPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressConnection?: AddressConnectionResolvers<ContextType>;
  AddressEdge?: AddressEdgeResolvers<ContextType>;
  Album?: AlbumResolvers<ContextType>;
  AlbumConnection?: AlbumConnectionResolvers<ContextType>;
  AlbumEdge?: AlbumEdgeResolvers<ContextType>;
  AlbumParticipant?: AlbumParticipantResolvers<ContextType>;
  AnswerFeedbackSurveyPayload?: AnswerFeedbackSurveyPayloadResolvers<ContextType>;
  AppliedVoucher?: AppliedVoucherResolvers<ContextType>;
  CancelPhotoUploadsPayload?: CancelPhotoUploadsPayloadResolvers<ContextType>;
  ChangeOrderDeliveryAddressPayload?: ChangeOrderDeliveryAddressPayloadResolvers<ContextType>;
  ChangePaymentMethodPayload?: ChangePaymentMethodPayloadResolvers<ContextType>;
  CompanyDetails?: CompanyDetailsResolvers<ContextType>;
  ConfirmAccountDeletionPayload?: ConfirmAccountDeletionPayloadResolvers<ContextType>;
  ConfirmEmailChangePayload?: ConfirmEmailChangePayloadResolvers<ContextType>;
  ConfirmPhotoUploadsPayload?: ConfirmPhotoUploadsPayloadResolvers<ContextType>;
  ConfirmSubscriptionPayload?: ConfirmSubscriptionPayloadResolvers<ContextType>;
  CookieConsent?: CookieConsentResolvers<ContextType>;
  CreateAlbumPayload?: CreateAlbumPayloadResolvers<ContextType>;
  CreateDownloadPayload?: CreateDownloadPayloadResolvers<ContextType>;
  CreateGalleryEntryPayload?: CreateGalleryEntryPayloadResolvers<ContextType>;
  CreatePhotoUploadsPayload?: CreatePhotoUploadsPayloadResolvers<ContextType>;
  CreatePrintSelectionPayload?: CreatePrintSelectionPayloadResolvers<ContextType>;
  CreateSharedAlbumDownloadPayload?: CreateSharedAlbumDownloadPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAddressPayload?: DeleteAddressPayloadResolvers<ContextType>;
  DeleteAlbumPayload?: DeleteAlbumPayloadResolvers<ContextType>;
  DeleteAllPhotosPayload?: DeleteAllPhotosPayloadResolvers<ContextType>;
  DeleteGalleryEntryPayload?: DeleteGalleryEntryPayloadResolvers<ContextType>;
  DeleteOnlineVersionPayload?: DeleteOnlineVersionPayloadResolvers<ContextType>;
  DeletePhotosPayload?: DeletePhotosPayloadResolvers<ContextType>;
  DeleteProjectPayload?: DeleteProjectPayloadResolvers<ContextType>;
  DeleteSharedAlbumPayload?: DeleteSharedAlbumPayloadResolvers<ContextType>;
  DeliveryDates?: DeliveryDatesResolvers<ContextType>;
  DismissFeedbackSurveyPayload?: DismissFeedbackSurveyPayloadResolvers<ContextType>;
  Download?: DownloadResolvers<ContextType>;
  DownloadEvent?: DownloadEventResolvers<ContextType>;
  DownloadProgress?: DownloadProgressResolvers<ContextType>;
  EVoucher?: EVoucherResolvers<ContextType>;
  Experiment?: ExperimentResolvers<ContextType>;
  ExperimentExposure?: ExperimentExposureResolvers<ContextType>;
  FeedbackSurvey?: FeedbackSurveyResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FtpIntegration?: FtpIntegrationResolvers<ContextType>;
  GalleryCategory?: GalleryCategoryResolvers<ContextType>;
  GalleryEntry?: GalleryEntryResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceConnection?: InvoiceConnectionResolvers<ContextType>;
  InvoiceEdge?: InvoiceEdgeResolvers<ContextType>;
  MapPdf?: MapPdfResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  OnlinePhotoBook?: OnlinePhotoBookResolvers<ContextType>;
  OnlinePhotoBookConnection?: OnlinePhotoBookConnectionResolvers<ContextType>;
  OnlinePhotoBookEdge?: OnlinePhotoBookEdgeResolvers<ContextType>;
  OnlineVersion?: OnlineVersionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderCutOff?: OrderCutOffResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentMethodSettings?: PaymentMethodSettingsResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PhotoConnection?: PhotoConnectionResolvers<ContextType>;
  PhotoEdge?: PhotoEdgeResolvers<ContextType>;
  PhotoLibrary?: PhotoLibraryResolvers<ContextType>;
  PhotoLibraryImportEvent?: PhotoLibraryImportEventResolvers<ContextType>;
  PhotoPrintOrder?: PhotoPrintOrderResolvers<ContextType>;
  PhotoUpload?: PhotoUploadResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  PrintReadiness?: PrintReadinessResolvers<ContextType>;
  PrintedPhoto?: PrintedPhotoResolvers<ContextType>;
  ProductPdf?: ProductPdfResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExperimentExposurePayload?: RecordExperimentExposurePayloadResolvers<ContextType>;
  RefreshEVoucherPayload?: RefreshEVoucherPayloadResolvers<ContextType>;
  RemovePhotosFromAlbumPayload?: RemovePhotosFromAlbumPayloadResolvers<ContextType>;
  RenameAlbumPayload?: RenameAlbumPayloadResolvers<ContextType>;
  ReorderPayload?: ReorderPayloadResolvers<ContextType>;
  RequestAccountDeletionPayload?: RequestAccountDeletionPayloadResolvers<ContextType>;
  RequestEmailChangePayload?: RequestEmailChangePayloadResolvers<ContextType>;
  RequestOnlineVersionPayload?: RequestOnlineVersionPayloadResolvers<ContextType>;
  SavedProject?: SavedProjectResolvers<ContextType>;
  SavedProjectConnection?: SavedProjectConnectionResolvers<ContextType>;
  SavedProjectEdge?: SavedProjectEdgeResolvers<ContextType>;
  SendSupportChatMessagePayload?: SendSupportChatMessagePayloadResolvers<ContextType>;
  ShareOnlinePhotoBookPayload?: ShareOnlinePhotoBookPayloadResolvers<ContextType>;
  SharedAlbum?: SharedAlbumResolvers<ContextType>;
  SharedAlbumConnection?: SharedAlbumConnectionResolvers<ContextType>;
  SharedAlbumEdge?: SharedAlbumEdgeResolvers<ContextType>;
  SharedAlbumsSummary?: SharedAlbumsSummaryResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SiteArticle?: SiteArticleResolvers<ContextType>;
  SiteArticleConnection?: SiteArticleConnectionResolvers<ContextType>;
  SiteArticleEdge?: SiteArticleEdgeResolvers<ContextType>;
  SiteMenuEntry?: SiteMenuEntryResolvers<ContextType>;
  SiteRoutes?: SiteRoutesResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupportChatConversation?: SupportChatConversationResolvers<ContextType>;
  SupportChatMessage?: SupportChatMessageResolvers<ContextType>;
  SupportChatMessageAddedEvent?: SupportChatMessageAddedEventResolvers<ContextType>;
  SupportChatMessageConnection?: SupportChatMessageConnectionResolvers<ContextType>;
  SupportChatMessageEdge?: SupportChatMessageEdgeResolvers<ContextType>;
  Thumbnail?: ThumbnailResolvers<ContextType>;
  TimelineMonth?: TimelineMonthResolvers<ContextType>;
  TrackAnalyticsEventPayload?: TrackAnalyticsEventPayloadResolvers<ContextType>;
  UpdateAddressPayload?: UpdateAddressPayloadResolvers<ContextType>;
  UpdateCompanyDetailsPayload?: UpdateCompanyDetailsPayloadResolvers<ContextType>;
  UpdateCookieConsentPayload?: UpdateCookieConsentPayloadResolvers<ContextType>;
  UpdateFtpIntegrationPayload?: UpdateFtpIntegrationPayloadResolvers<ContextType>;
  UpdateGalleryEntryPayload?: UpdateGalleryEntryPayloadResolvers<ContextType>;
  UpdatePersonalDetailsPayload?: UpdatePersonalDetailsPayloadResolvers<ContextType>;
  UploadLookup?: UploadLookupResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
}>;
