import { defineMessages, useIntl } from 'react-intl';
import { Select } from '../../../ui';
import { DEFAULT_SORT, useSortPreference, type PhotoSortPreference, type SortArea } from './sortPreference';

const m = defineMessages({
  label: { id: 'photos.sort.label', defaultMessage: 'Sort by' },
  dateTakenDesc: { id: 'photos.sort.dateTaken.desc', defaultMessage: 'Date taken (newest first)' },
  dateTakenAsc: { id: 'photos.sort.dateTaken.asc', defaultMessage: 'Date taken (oldest first)' },
  createdDesc: { id: 'photos.sort.created.desc', defaultMessage: 'Date created (newest first)' },
  createdAsc: { id: 'photos.sort.created.asc', defaultMessage: 'Date created (oldest first)' },
  uploadedDesc: { id: 'photos.sort.uploaded.desc', defaultMessage: 'Date uploaded (newest first)' },
  uploadedAsc: { id: 'photos.sort.uploaded.asc', defaultMessage: 'Date uploaded (oldest first)' },
});

const OPTIONS: { id: string; sort: PhotoSortPreference; label: keyof typeof m }[] = [
  { id: 'DATE_TAKEN:DESC', sort: { key: 'DATE_TAKEN', order: 'DESC' }, label: 'dateTakenDesc' },
  { id: 'DATE_TAKEN:ASC', sort: { key: 'DATE_TAKEN', order: 'ASC' }, label: 'dateTakenAsc' },
  { id: 'CREATED:DESC', sort: { key: 'CREATED', order: 'DESC' }, label: 'createdDesc' },
  { id: 'CREATED:ASC', sort: { key: 'CREATED', order: 'ASC' }, label: 'createdAsc' },
  { id: 'UPLOADED:DESC', sort: { key: 'UPLOADED', order: 'DESC' }, label: 'uploadedDesc' },
  { id: 'UPLOADED:ASC', sort: { key: 'UPLOADED', order: 'ASC' }, label: 'uploadedAsc' },
];

/**
 * The sort dropdown of an area; the choice is stored in the browser and restored. `keys` limits the options to what
 * the list applies (own and shared album photos sort by created or dateTaken only); a stored key it does not apply
 * shows the area's default, which the list then uses.
 */
export function SortPicker({ area, keys }: { area: SortArea; keys?: readonly PhotoSortPreference['key'][] }) {
  const intl = useIntl();
  const [stored, setSort] = useSortPreference(area);
  const options = keys ? OPTIONS.filter((o) => keys.includes(o.sort.key)) : OPTIONS;
  const sort = keys && !keys.includes(stored.key) ? DEFAULT_SORT[area] : stored;
  return (
    <Select
      label={intl.formatMessage(m.label)}
      options={options.map((o) => ({ id: o.id, label: intl.formatMessage(m[o.label]) }))}
      value={`${sort.key}:${sort.order}`}
      onChange={(id) => {
        const option = OPTIONS.find((o) => o.id === id);
        if (option) setSort(option.sort);
      }}
      testId="photos-sort"
    />
  );
}
