import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderProductItem_product$key } from '../../../__generated__/OrderProductItem_product.graphql';
import { Link } from '../../../ui';
import { OnlineVersionPanel } from '../onlineVersion/OnlineVersionPanel';
import { formatMoney } from '../orderFormat';
import { OrderStatusChip } from '../status/OrderStatusChip';
import { EVoucherInfo } from './EVoucherInfo';
import { OrderCutOffNote } from './OrderCutOffNote';
import { PrintedPhotos } from './PrintedPhotos';

const m = defineMessages({
  quantity: { id: 'orders.product.quantity', defaultMessage: 'Quantity' },
  price: { id: 'orders.product.price', defaultMessage: 'Price' },
  voucher: { id: 'orders.product.voucher', defaultMessage: 'Voucher' },
  pdf: { id: 'orders.product.pdf', defaultMessage: 'Download PDF' },
});

const mv = defineMessages<{ code: { code: string }; voucherWithTitle: { code: string; title: string } }>({
  code: { id: 'orders.product.code', defaultMessage: 'Product code {code}' },
  voucherWithTitle: { id: 'orders.product.voucherWithTitle', defaultMessage: '{code} ({title})' },
});

/** One product: title, status, quantity, price, voucher, its article's order cut-off, and what its kind adds (photos, e-voucher, online version, PDF). */
export function OrderProductItem({ product: key }: { product: OrderProductItem_product$key }) {
  const intl = useIntl();
  const product = useFragment(
    graphql`
      fragment OrderProductItem_product on OrderProduct {
        code
        title
        quantity
        status
        statusTone
        isDelayed
        price {
          ...orderFormat_money
        }
        voucher {
          code
          title
        }
        pdf {
          url
          fileName
        }
        ...EVoucherInfo_product
        ...OrderCutOffNote_product
        ...PrintedPhotos_product
        ...OnlineVersionPanel_product
      }
    `,
    key,
  );
  const { voucher } = product;
  return (
    <li className="order-product" data-testid="order-product">
      <div className="order-product__head">
        <div className="order-product__name">
          <h3 className="order-product__title">{product.title}</h3>
          <span className="order-product__code">{intl.formatMessage(mv.code, { code: product.code })}</span>
        </div>
        <OrderStatusChip status={product.status} tone={product.statusTone} isDelayed={product.isDelayed} />
      </div>
      <dl className="order-facts order-facts--compact">
        <div className="order-facts__item">
          <dt>{intl.formatMessage(m.quantity)}</dt>
          <dd>{intl.formatNumber(product.quantity)}</dd>
        </div>
        <div className="order-facts__item">
          <dt>{intl.formatMessage(m.price)}</dt>
          <dd>{formatMoney(intl, product.price)}</dd>
        </div>
        {voucher ? (
          <div className="order-facts__item">
            <dt>{intl.formatMessage(m.voucher)}</dt>
            <dd data-testid="product-voucher">
              {voucher.title ? intl.formatMessage(mv.voucherWithTitle, { code: voucher.code, title: voucher.title }) : voucher.code}
            </dd>
          </div>
        ) : null}
      </dl>
      <OrderCutOffNote product={product} />
      <EVoucherInfo product={product} />
      <PrintedPhotos product={product} />
      <OnlineVersionPanel product={product} />
      {product.pdf ? (
        <div>
          <Link href={product.pdf.url} download={product.pdf.fileName} className="order-product__pdf" data-testid="product-pdf">
            <span className="sign-download" aria-hidden="true" />
            {intl.formatMessage(m.pdf)}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
