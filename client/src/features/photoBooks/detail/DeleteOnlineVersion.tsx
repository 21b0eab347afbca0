import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../ui';

/** The confirmation and the mutation behind it load when 'Delete online version' is first pressed. */
const DeleteOnlineVersionModal = lazy(() =>
  import('./DeleteOnlineVersionModal').then((module) => ({ default: module.DeleteOnlineVersionModal })),
);

const m = defineMessages({
  delete: { id: 'photoBooks.deleteOnline.open', defaultMessage: 'Delete online version' },
});

/** 'Delete online version' of a photo book, asking first ('Delete the online version?'). */
export function DeleteOnlineVersion({ photoBookId, title, onDeleted }: { photoBookId: string; title: string; onDeleted: () => void }) {
  const intl = useIntl();
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button variant="quiet" onPress={() => setAsking(true)}>
        {intl.formatMessage(m.delete)}
      </Button>
      {isAsking ? (
        <Suspense fallback={null}>
          <DeleteOnlineVersionModal
            photoBookId={photoBookId}
            title={title}
            onClose={() => setAsking(false)}
            onDeleted={() => {
              setAsking(false);
              onDeleted();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
