import { defineMessages, useIntl } from 'react-intl';

/** The gallery's categories by code, in the customer's language (the widget service names them in English). */
const NAMES = defineMessages({
  travel: { id: 'photoBooks.gallery.category.travel', defaultMessage: 'Travel' },
  family: { id: 'photoBooks.gallery.category.family', defaultMessage: 'Family' },
  wedding: { id: 'photoBooks.gallery.category.wedding', defaultMessage: 'Wedding' },
  holiday: { id: 'photoBooks.gallery.category.holiday', defaultMessage: 'Holiday' },
  baby: { id: 'photoBooks.gallery.category.baby', defaultMessage: 'Baby' },
  nature: { id: 'photoBooks.gallery.category.nature', defaultMessage: 'Nature' },
  city: { id: 'photoBooks.gallery.category.city', defaultMessage: 'City' },
  celebration: { id: 'photoBooks.gallery.category.celebration', defaultMessage: 'Celebration' },
});

/** A category's name: the catalogue's for a code it knows, else the service's name. */
export function useCategoryName(): (code: string, name: string) => string {
  const intl = useIntl();
  return (code, name) => (Object.hasOwn(NAMES, code) ? intl.formatMessage(NAMES[code as keyof typeof NAMES]) : name);
}
