import { defineMessages, useIntl } from 'react-intl';
import { ConfirmModal } from '../../../ui';
import type { ProjectRef } from '../list/ProjectCard';
import { useDeleteProjectMutation } from '../mutations/useDeleteProjectMutation';

const m = defineMessages({
  title: { id: 'savedProjects.delete.title', defaultMessage: 'Delete this project?' },
  cancel: { id: 'savedProjects.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'savedProjects.delete.confirm', defaultMessage: 'Delete project' },
  error: { id: 'savedProjects.delete.error', defaultMessage: 'The project could not be deleted' },
});

const mv = defineMessages<{ text: { name: string } }>({
  text: {
    id: 'savedProjects.delete.text',
    defaultMessage: 'Your project "{name}" will be deleted. You cannot undo this.',
  },
});

export interface DeleteProjectModalProps {
  project: ProjectRef;
  /** The Relay id of the list the project is shown in (it leaves it, and its total is updated). */
  connectionId: string;
  onClose: () => void;
  /** The project is deleted (and out of the list); the caller closes the modal. */
  onDeleted: (project: ProjectRef) => void;
}

/**
 * 'Delete this project?' naming the project; 'Delete project' deletes it. A refusal or failure says 'The project
 * could not be deleted' in the dialog and leaves the list as it is.
 */
export function DeleteProjectModal({ project, connectionId, onClose, onDeleted }: DeleteProjectModalProps) {
  const intl = useIntl();
  const [deleteProject] = useDeleteProjectMutation();
  const confirm = async () => {
    const { ok: deleted } = await deleteProject(project.id, [connectionId]);
    if (deleted) onDeleted(project);
    return deleted;
  };
  return (
    <ConfirmModal
      isOpen
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      errorText={intl.formatMessage(m.error)}
      onConfirm={confirm}
      testId="delete-project-modal"
    >
      <p>{intl.formatMessage(mv.text, { name: project.name })}</p>
    </ConfirmModal>
  );
}
