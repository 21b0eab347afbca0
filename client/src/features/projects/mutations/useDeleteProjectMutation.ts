import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteProjectMutation as Mutation } from '../../../__generated__/useDeleteProjectMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteProjectMutation($input: DeleteProjectInput!, $connections: [ID!]!) {
    deleteProject(input: $input) {
      deletedProjectId @deleteEdge(connections: $connections)
      totalCount
      error {
        reason
      }
    }
  }
`;

/**
 * Deletes a saved project: it leaves the lists given (their Relay connection ids) and their total becomes the one the
 * answer says, without loading anything again. Refused with NOT_FOUND: the project is gone or not the customer's.
 */
export function useDeleteProjectMutation(): [
  (projectId: string, connections: readonly string[]) => Promise<MutationOutcome<'NOT_FOUND'>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deleteProject = useCallback(
    async (projectId: string, connections: readonly string[]) => {
      const { deleteProject: payload } = await commit({
        variables: { input: { projectId }, connections: [...connections] },
        // The connection is no Node the payload could return: its total is set here from the answer.
        updater: (store, data) => {
          const totalCount = data?.deleteProject.totalCount;
          if (totalCount === null || totalCount === undefined) return;
          for (const id of connections) store.get(id)?.setValue(totalCount, 'totalCount');
        },
      });
      return outcomeOf(payload, ['NOT_FOUND']);
    },
    [commit],
  );
  return [deleteProject, isInFlight];
}
