import { memo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProjectCard_project$key } from '../../../__generated__/ProjectCard_project.graphql';
import { formatDayMonthYear } from '../../../i18n/dates';
import { Button, Link } from '../../../ui';

const m = defineMessages<{ lastEdited: { date: string }; openName: { name: string }; deleteName: { name: string } }>({
  lastEdited: { id: 'savedProjects.project.lastEdited', defaultMessage: 'Last edited {date}' },
  openName: { id: 'savedProjects.project.openName', defaultMessage: 'Open {name} in the editor' },
  deleteName: { id: 'savedProjects.project.deleteName', defaultMessage: 'Delete {name}' },
});

const mf = defineMessages({
  open: { id: 'savedProjects.project.open', defaultMessage: 'Open in editor' },
  delete: { id: 'savedProjects.project.delete', defaultMessage: 'Delete' },
});

/** What the list needs of a card to delete its project. */
export interface ProjectRef {
  id: string;
  name: string;
}

/** The preview, or a drawn placeholder named like the image when there is none (or it cannot be loaded). */
function Preview({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="project-card__preview">
      {url && !failed ? (
        <img
          src={url}
          alt={name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          data-loaded={loaded || undefined}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="project-card__placeholder" role="img" aria-label={name}>
          <span className="project-card__placeholder-sign" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}

/**
 * One saved project: its name (a heading), product and last edit, the preview above them, and its actions: 'Open in
 * editor' (the editor's page of the project) and 'Delete' (the list asks for confirmation).
 */
export const ProjectCard = memo(function ProjectCard({
  project: key,
  onDelete,
}: {
  project: ProjectCard_project$key;
  onDelete: (project: ProjectRef) => void;
}) {
  const intl = useIntl();
  const { id, name, productName, lastEditedAt, previewUrl, editorUrl } = useFragment(
    graphql`
      fragment ProjectCard_project on SavedProject {
        id
        name
        productName
        lastEditedAt
        previewUrl
        editorUrl
      }
    `,
    key,
  );
  return (
    <li className="project-card" data-testid="project-card">
      <div className="project-card__text">
        <h2 className="project-card__name">{name}</h2>
        <p className="project-card__product">{productName}</p>
        <p className="project-card__edited">
          {intl.formatMessage(m.lastEdited, { date: formatDayMonthYear(intl, lastEditedAt as string) })}
        </p>
      </div>
      <Preview key={previewUrl ?? ''} url={previewUrl ?? null} name={name} />
      <div className="project-card__actions">
        {/* It reads 'Open in editor'; its name (its content, not an aria-label) says which: 'Open {name} in the editor'. */}
        <Link href={editorUrl} variant="button" className="project-card__open" data-project-open="">
          <span aria-hidden="true">{intl.formatMessage(mf.open)}</span>
          <span className="visually-hidden">{intl.formatMessage(m.openName, { name })}</span>
        </Link>
        <Button
          variant="secondary"
          className="project-card__delete"
          aria-label={intl.formatMessage(m.deleteName, { name })}
          onPress={() => onDelete({ id, name })}
          data-project-delete=""
        >
          {intl.formatMessage(mf.delete)}
        </Button>
      </div>
    </li>
  );
});
