import { useId, type ReactNode } from 'react';

/** A titled part of the order details (a region named by its heading). */
export function OrderPanel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="order-panel" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="order-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
