import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PrintedPhotos_product$key } from '../../../__generated__/PrintedPhotos_product.graphql';
import { pathTo } from '../../../app/routes';
import { Link } from '../../../ui/Link';

const mv = defineMessages<{ title: { count: number } }>({
  title: { id: 'orders.printedPhotos.title', defaultMessage: '{count, plural, one {# photo printed} other {# photos printed}}' },
});
const m = defineMessages({
  deleted: { id: 'orders.printedPhotos.deleted', defaultMessage: 'Deleted from your library' },
});

/**
 * The photos of a prints order placed from the photo library, as thumbnails (each named by its file name): each links
 * to its preview in the library, or says it has been deleted from it since.
 */
export function PrintedPhotos({ product: key }: { product: PrintedPhotos_product$key }) {
  const intl = useIntl();
  const { printedPhotos } = useFragment(
    graphql`
      fragment PrintedPhotos_product on OrderProduct {
        printedPhotos {
          imageId
          fileName
          thumbnailUrl
          width
          height
          photo {
            id
          }
        }
      }
    `,
    key,
  );
  if (printedPhotos.length === 0) return null;
  return (
    <figure className="printed-photos">
      <figcaption className="printed-photos__title">{intl.formatMessage(mv.title, { count: printedPhotos.length })}</figcaption>
      <ul className="printed-photos__grid">
        {printedPhotos.map((photo) => {
          const image = (
            <img
              src={photo.thumbnailUrl}
              alt={photo.fileName}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              data-testid="printed-photo"
            />
          );
          return (
            <li key={photo.imageId} className="printed-photos__item">
              {photo.photo ? (
                <Link href={pathTo('photoPreview', { id: photo.photo.id })} variant="plain" className="printed-photos__link">
                  {image}
                </Link>
              ) : (
                <>
                  <span className="printed-photos__deleted-image">{image}</span>
                  <span className="printed-photos__deleted" data-testid="printed-photo-deleted">
                    {intl.formatMessage(m.deleted)}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
