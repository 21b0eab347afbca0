// The upload language (spec §9): the language the storage service writes an upload's texts in (why a file was
// refused). The gateway names the site's locale when it asks for upload slots; a locale without upload texts of its
// own, or none, falls back to en-GB. The language rides along in the signed upload URL (it is not signed: it only
// picks the words).
import { MAX_IMAGE_PIXELS, tooLargeReason, UNREADABLE, UNSUPPORTED_TYPE } from '../../images/process';

interface UploadTexts {
  unsupported: string;
  unreadable: string;
  tooLarge: (width: number, height: number, megapixels: number) => string;
}

const en: UploadTexts = {
  unsupported: UNSUPPORTED_TYPE,
  unreadable: UNREADABLE,
  tooLarge: (w, h, mp) => tooLargeReason(w, h, mp * 1_000_000),
};
const nl: UploadTexts = {
  unsupported: 'Alleen HEIC-, JPEG- en PNG-foto’s kunnen worden geüpload.',
  unreadable: 'De foto kon niet worden gelezen. Het bestand is misschien beschadigd of onvolledig.',
  tooLarge: (w, h, mp) => `De foto is te groot: ${w} × ${h} pixels (de limiet is ${mp} megapixel)`,
};
const fr: UploadTexts = {
  unsupported: 'Seules les photos HEIC, JPEG et PNG peuvent être importées.',
  unreadable: 'La photo n’a pas pu être lue. Le fichier est peut-être endommagé ou incomplet.',
  tooLarge: (w, h, mp) => `La photo est trop grande : ${w} × ${h} pixels (la limite est de ${mp} mégapixels)`,
};
const de: UploadTexts = {
  unsupported: 'Nur HEIC-, JPEG- und PNG-Fotos können hochgeladen werden.',
  unreadable: 'Das Foto konnte nicht gelesen werden. Die Datei ist möglicherweise beschädigt oder unvollständig.',
  tooLarge: (w, h, mp) => `Das Foto ist zu groß: ${w} × ${h} Pixel (die Grenze liegt bei ${mp} Megapixeln)`,
};

/** The locales with upload texts of their own (by language: nl-BE reads nl-NL's). Others fall back to en-GB. */
const UPLOAD_TEXTS: Readonly<Record<string, UploadTexts>> = {
  'en-GB': en, 'en-IE': en,
  'nl-NL': nl, 'nl-BE': nl,
  'fr-FR': fr, 'fr-BE': fr,
  'de-DE': de, 'de-AT': de,
};

export const UPLOAD_LANGUAGE_FALLBACK = 'en-GB';

/** The signed upload URL with the upload language the bytes' answer is worded in. */
export const withUploadLanguage = (uploadUrl: string, locale: unknown) => `${uploadUrl}&language=${uploadLanguage(locale)}`;

/** The upload language for a locale: the locale when the service has upload texts for it, else en-GB. */
export function uploadLanguage(locale: unknown): string {
  return typeof locale === 'string' && Object.hasOwn(UPLOAD_TEXTS, locale) ? locale : UPLOAD_LANGUAGE_FALLBACK;
}

const TOO_LARGE = /^The photo is too large: (\d+) × (\d+) pixels \(the limit is (\d+(?:\.\d+)?) megapixels\)$/;

/** A refusal (as the image checks word it, in English) in the upload language of `locale`. */
export function reasonIn(locale: unknown, reason: string): string {
  const texts = UPLOAD_TEXTS[uploadLanguage(locale)]!;
  if (reason === UNSUPPORTED_TYPE) return texts.unsupported;
  if (reason === UNREADABLE) return texts.unreadable;
  const large = TOO_LARGE.exec(reason);
  if (large) return texts.tooLarge(Number(large[1]), Number(large[2]), Number(large[3] ?? MAX_IMAGE_PIXELS / 1_000_000));
  return reason;
}
