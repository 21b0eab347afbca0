import { useId, type ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  title: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/** A titled panel (a `section` labelled by its heading: a region named by its title). */
export function Card({ title, icon, children, footer, testId }: CardProps) {
  const titleId = useId();
  return (
    <section className="ui-card" data-testid={testId} aria-labelledby={titleId}>
      <h2 className="ui-card__title" id={titleId}>
        {icon ? <span className="ui-card__icon" aria-hidden="true">{icon}</span> : null}
        {title}
      </h2>
      {children ? <div className="ui-card__body">{children}</div> : null}
      {footer ? <div className="ui-card__footer">{footer}</div> : null}
    </section>
  );
}
