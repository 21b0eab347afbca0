import { memo, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MapPdfSection_mapPdf$key } from '../../../__generated__/MapPdfSection_mapPdf.graphql';
import type { MapPdfSection_viewer$key } from '../../../__generated__/MapPdfSection_viewer.graphql';
import { formatDayMonthYear } from '../../../i18n/dates';
import { Banner } from '../../../ui';
import { FileDownloadButton } from '../download/FileDownloadButton';

const m = defineMessages({
  title: { id: 'invoices.mapPdfs.title', defaultMessage: 'Map PDFs' },
  intro: { id: 'invoices.mapPdfs.intro', defaultMessage: 'Print-ready maps of your products.' },
  empty: { id: 'invoices.mapPdfs.empty', defaultMessage: 'You have no map PDFs yet.' },
  error: {
    id: 'invoices.mapPdfs.error',
    defaultMessage: 'Your map PDFs could not be loaded. Please refresh the page or try again later.',
  },
  failed: { id: 'invoices.mapPdf.failed', defaultMessage: 'The map PDF could not be downloaded' },
});

const mv = defineMessages<{
  made: { date: string };
  download: { name: string };
  downloading: { name: string };
  retry: { name: string };
}>({
  made: { id: 'invoices.mapPdf.made', defaultMessage: 'Made on {date}' },
  download: { id: 'invoices.mapPdf.download', defaultMessage: 'Download map PDF {name}' },
  downloading: { id: 'invoices.mapPdf.downloading', defaultMessage: 'Downloading map PDF {name}…' },
  retry: { id: 'invoices.mapPdf.retry', defaultMessage: 'Retry downloading map PDF {name}' },
});

/** A file size for people: kB under a megabyte, else MB with one decimal. */
function formatSize(intl: ReturnType<typeof useIntl>, bytes: number) {
  return bytes < 1_000_000
    ? intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' })
    : intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

const MapPdfRow = memo(function MapPdfRow({ mapPdf: key }: { mapPdf: MapPdfSection_mapPdf$key }) {
  const intl = useIntl();
  const { id, name, createdAt, sizeBytes, fileName, downloadUrl, downloadState } = useFragment(
    graphql`
      fragment MapPdfSection_mapPdf on MapPdf {
        id
        name
        createdAt
        sizeBytes
        fileName
        downloadUrl
        downloadState
      }
    `,
    key,
  );
  return (
    <li className="invoice-row" data-testid="map-pdf-row">
      <div className="invoice-row__main">
        <span className="invoice-row__ref">{name}</span>
        <span className="invoice-row__meta">
          <span className="invoice-row__fact">{intl.formatMessage(mv.made, { date: formatDayMonthYear(intl, createdAt) })}</span>
        </span>
      </div>
      <span className="invoice-row__size">{formatSize(intl, sizeBytes)}</span>
      <FileDownloadButton
        file={{ id, downloadUrl, fileName, downloadState }}
        names={{
          idle: intl.formatMessage(mv.download, { name }),
          inProgress: intl.formatMessage(mv.downloading, { name }),
          failed: intl.formatMessage(mv.retry, { name }),
        }}
        failedMessage={intl.formatMessage(m.failed)}
      />
    </li>
  );
});

/** 'Map PDFs': the business customer's print-ready maps, each downloadable; its own error when they cannot be read. */
export function MapPdfSection({ viewer: key }: { viewer: MapPdfSection_viewer$key }) {
  const intl = useIntl();
  const headingId = useId();
  const { mapPdfs } = useFragment(
    graphql`
      fragment MapPdfSection_viewer on Viewer {
        mapPdfs {
          id
          ...MapPdfSection_mapPdf
        }
      }
    `,
    key,
  );
  return (
    <section className="invoices-section" aria-labelledby={headingId} data-testid="map-pdfs">
      <div className="invoices-section__header">
        <h2 id={headingId} className="invoices-section__title">
          {intl.formatMessage(m.title)}
        </h2>
        <p className="invoices-section__intro">{intl.formatMessage(m.intro)}</p>
      </div>
      {!mapPdfs ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.error)}</p>
        </Banner>
      ) : mapPdfs.length === 0 ? (
        <p className="invoices-section__empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className="invoices-section__list">
          {mapPdfs.map((mapPdf) => (
            <MapPdfRow key={mapPdf.id} mapPdf={mapPdf} />
          ))}
        </ul>
      )}
    </section>
  );
}
