import { defineMessages } from 'react-intl';

/** The facts of a photo book, on its card and on its page. */
export const photoBookMessages = defineMessages<{ ordered: { date: string }; order: { code: string } }>({
  ordered: { id: 'photoBooks.book.ordered', defaultMessage: 'Ordered on {date}' },
  order: { id: 'photoBooks.book.order', defaultMessage: 'Order {code}' },
});
