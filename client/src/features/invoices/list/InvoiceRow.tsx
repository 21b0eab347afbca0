import { memo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceRow_invoice$key } from '../../../__generated__/InvoiceRow_invoice.graphql';
import { formatDayMonthYear } from '../../../i18n/dates';
import { formatMoney } from '../../orders/orderFormat';
import { FileDownloadButton } from '../download/FileDownloadButton';

const m = defineMessages<{
  order: { ref: string };
  number: { number: string };
  channel: { channel: string };
  issued: { date: string };
  download: { ref: string };
  downloading: { ref: string };
  retry: { ref: string };
}>({
  order: { id: 'invoices.invoice.order', defaultMessage: 'Order {ref}' },
  number: { id: 'invoices.invoice.number', defaultMessage: 'Invoice {number}' },
  channel: { id: 'invoices.invoice.channel', defaultMessage: 'Issued by {channel}' },
  issued: { id: 'invoices.invoice.issued', defaultMessage: 'Issued on {date}' },
  download: { id: 'invoices.invoice.download', defaultMessage: 'Download invoice {ref}' },
  downloading: { id: 'invoices.invoice.downloading', defaultMessage: 'Downloading invoice {ref}…' },
  retry: { id: 'invoices.invoice.retry', defaultMessage: 'Retry downloading invoice {ref}' },
});

const mf = defineMessages({
  total: { id: 'invoices.invoice.total', defaultMessage: 'Total' },
  failed: { id: 'invoices.invoice.failed', defaultMessage: 'The invoice could not be downloaded' },
});

/**
 * One invoice: the order it is for, its number (current) or the channel that issued it (historical), the date, the
 * total in its currency and its download button.
 */
export const InvoiceRow = memo(function InvoiceRow({ invoice: key }: { invoice: InvoiceRow_invoice$key }) {
  const intl = useIntl();
  const { id, orderRef, invoiceNumber, channel, issuedAt, total, fileName, downloadUrl, downloadState } = useFragment(
    graphql`
      fragment InvoiceRow_invoice on Invoice {
        id
        orderRef
        invoiceNumber
        channel
        issuedAt
        total {
          ...orderFormat_money
        }
        fileName
        downloadUrl
        downloadState
      }
    `,
    key,
  );
  const source = invoiceNumber
    ? intl.formatMessage(m.number, { number: invoiceNumber })
    : channel
      ? intl.formatMessage(m.channel, { channel })
      : null;
  return (
    <li className="invoice-row" data-testid="invoice-row">
      <div className="invoice-row__main">
        <span className="invoice-row__ref">{intl.formatMessage(m.order, { ref: orderRef })}</span>
        <span className="invoice-row__meta">
          {source ? (
            <>
              <span className="invoice-row__fact">{source}</span>
              <span className="sign-separator" aria-hidden="true" />
            </>
          ) : null}
          <span className="invoice-row__fact">{intl.formatMessage(m.issued, { date: formatDayMonthYear(intl, issuedAt) })}</span>
        </span>
      </div>
      <span className="invoice-row__total" data-testid="invoice-total">
        <span className="visually-hidden">{intl.formatMessage(mf.total)} </span>
        {formatMoney(intl, total)}
      </span>
      <FileDownloadButton
        file={{ id, downloadUrl, fileName, downloadState }}
        names={{
          idle: intl.formatMessage(m.download, { ref: orderRef }),
          inProgress: intl.formatMessage(m.downloading, { ref: orderRef }),
          failed: intl.formatMessage(m.retry, { ref: orderRef }),
        }}
        failedMessage={intl.formatMessage(mf.failed)}
      />
    </li>
  );
});
