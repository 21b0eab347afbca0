import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../../brand/BrandContext';
import { useFlag } from '../../../flags/useFlag';
import { Button, Link } from '../../../ui';

const m = defineMessages({
  title: { id: 'photos.banner.title', defaultMessage: 'Welcome to a new way to manage your photos' },
  intro: {
    id: 'photos.banner.intro',
    defaultMessage: 'All the photos you upload are now kept together in one photo library.',
  },
  text: {
    id: 'photos.banner.text',
    defaultMessage: "They're grouped by the month they were taken. Select photos to download or delete them, and change their order with the sort menu.",
  },
  textAlbums: {
    id: 'photos.banner.textAlbums',
    defaultMessage: "They're grouped by the month they were taken. Select photos to download them, copy them to an album or delete them, and find your albums in the Albums tab.",
  },
  faq: { id: 'photos.banner.faq', defaultMessage: 'Read the FAQs' },
  showMore: { id: 'photos.banner.showMore', defaultMessage: 'Show more' },
  showLess: { id: 'photos.banner.showLess', defaultMessage: 'Show less' },
});

/** The collapsible 'Welcome to a new way to manage your photos' banner (text depends on the album-view flag). */
export function PhotoLibraryBanner() {
  const intl = useIntl();
  const brand = useBrand();
  const albumsOn = useFlag('PhotoManagementAlbumViewEnabled');
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <section className="photo-library-banner" aria-labelledby={`${moreId}-title`} data-testid="photo-library-banner">
      <span className="photo-library-banner__icon sign-info" aria-hidden="true" />
      <div className="photo-library-banner__body">
        <h2 id={`${moreId}-title`} className="photo-library-banner__title">{intl.formatMessage(m.title)}</h2>
        <p>{intl.formatMessage(m.intro)}</p>
        <div id={moreId} hidden={!expanded} className="photo-library-banner__more">
          <p>{intl.formatMessage(albumsOn ? m.textAlbums : m.text)}</p>
          <p>
            <Link href={brand.faqUrl} target="_blank">{intl.formatMessage(m.faq)}</Link>
          </p>
        </div>
        <Button
          variant="quiet"
          className="photo-library-banner__toggle"
          aria-expanded={expanded}
          aria-controls={moreId}
          onPress={() => setExpanded((v) => !v)}
        >
          {intl.formatMessage(expanded ? m.showLess : m.showMore)}
        </Button>
      </div>
    </section>
  );
}
