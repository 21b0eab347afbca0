import type { SavedProject } from '../../__generated__/resolvers-types';
import type { UpstreamProject } from '../../upstream/project';
import { projectGlobalId } from './ids';

/** Parent of SavedProject fields: every field, computed once (they are all cheap), tagged with its type. */
export type SavedProjectModel = SavedProject & { __typename: 'SavedProject' };

export const toSavedProjectModel = (project: UpstreamProject): SavedProjectModel => ({
  __typename: 'SavedProject',
  id: projectGlobalId(project.id),
  name: project.name,
  productName: project.productName,
  lastEditedAt: project.lastEditedAt,
  previewUrl: project.previewUrl ?? null,
  editorUrl: project.editorUrl,
});
