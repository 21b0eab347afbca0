import { graphql } from 'react-relay';
import type { useUpdateGalleryEntryMutation as Mutation } from '../../../__generated__/useUpdateGalleryEntryMutation.graphql';
import { useGalleryMutation } from './useGalleryMutation';

const mutation = graphql`
  mutation useUpdateGalleryEntryMutation($input: UpdateGalleryEntryInput!, $channel: String!) {
    updateGalleryEntry(input: $input) {
      photoBook {
        id
        ...PhotoBookGallery_photoBook @arguments(channel: $channel)
      }
      error {
        reason
      }
      fieldErrors {
        field
        message
      }
    }
  }
`;

const payloadOf = (response: Mutation['response']) => response.updateGalleryEntry;

/** Replaces the categories of a photo book's entry in this brand site's gallery (`{ photoBookId, categoryCodes }`). */
export const useUpdateGalleryEntryMutation = () => useGalleryMutation<Mutation>(mutation, payloadOf);
