import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PrintedPhotos_product$key } from '../../../__generated__/PrintedPhotos_product.graphql';

const mv = defineMessages<{ title: { count: number } }>({
  title: { id: 'orders.printedPhotos.title', defaultMessage: '{count, plural, one {# photo printed} other {# photos printed}}' },
});

/** The photos of a prints order placed from the photo library, as thumbnails (each named by its file name). */
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
        {printedPhotos.map((photo) => (
          <li key={photo.imageId} className="printed-photos__item">
            <img
              src={photo.thumbnailUrl}
              alt={photo.fileName}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              data-testid="printed-photo"
            />
          </li>
        ))}
      </ul>
    </figure>
  );
}
