import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  ImportEventsSubscription,
  ImportEventsSubscription$data,
} from '../../../__generated__/ImportEventsSubscription.graphql';

const subscription = graphql`
  subscription ImportEventsSubscription {
    photoLibraryImportEvents {
      id
      type
      timestamp
      importedCount
      totalCount
    }
  }
`;

export type ImportEvent = ImportEventsSubscription$data['photoLibraryImportEvents'];

/** Listens to the import events while mounted (unmounting closes the subscription). Renders nothing. */
export function ImportEvents({ onEvent }: { onEvent: (event: ImportEvent) => void }) {
  const config = useMemo<GraphQLSubscriptionConfig<ImportEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.photoLibraryImportEvents) onEvent(response.photoLibraryImportEvents);
      },
      onError: () => {
        // The status poll still ends the import.
      },
    }),
    [onEvent],
  );
  useSubscription(config);
  return null;
}
