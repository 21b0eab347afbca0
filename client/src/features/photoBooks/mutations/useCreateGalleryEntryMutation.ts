import { graphql } from 'react-relay';
import type { useCreateGalleryEntryMutation as Mutation } from '../../../__generated__/useCreateGalleryEntryMutation.graphql';
import { useGalleryMutation } from './useGalleryMutation';

const mutation = graphql`
  mutation useCreateGalleryEntryMutation($input: CreateGalleryEntryInput!, $channel: String!) {
    createGalleryEntry(input: $input) {
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

const payloadOf = (response: Mutation['response']) => response.createGalleryEntry;

/**
 * Lists a photo book in this brand site's gallery under its categories (`{ photoBookId, categoryCodes }`); the page
 * then shows the entry (the payload's photo book).
 */
export const useCreateGalleryEntryMutation = () => useGalleryMutation<Mutation>(mutation, payloadOf);
