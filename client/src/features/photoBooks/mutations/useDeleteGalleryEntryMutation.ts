import { graphql } from 'react-relay';
import type { useDeleteGalleryEntryMutation as Mutation } from '../../../__generated__/useDeleteGalleryEntryMutation.graphql';
import { useGalleryMutation } from './useGalleryMutation';

const mutation = graphql`
  mutation useDeleteGalleryEntryMutation($input: DeleteGalleryEntryInput!, $channel: String!) {
    deleteGalleryEntry(input: $input) {
      photoBook {
        id
        ...PhotoBookGallery_photoBook @arguments(channel: $channel)
      }
      error {
        reason
      }
    }
  }
`;

const payloadOf = (response: Mutation['response']) => response.deleteGalleryEntry;

/** Removes a photo book from this brand site's gallery (`{ photoBookId }`); the page then shows it as not listed. */
export const useDeleteGalleryEntryMutation = () => useGalleryMutation<Mutation>(mutation, payloadOf);
