import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';

function Controlled({ kind, disabled = false }: { kind: 'switch' | 'checkbox'; disabled?: boolean }) {
  const [on, setOn] = useState(false);
  const Control = kind === 'switch' ? Switch : Checkbox;
  return (
    <Control isSelected={on} onChange={setOn} isDisabled={disabled}>
      Analytics cookies
    </Control>
  );
}

describe.each(['switch', 'checkbox'] as const)('<%s>', (kind) => {
  it('is named by its label and toggled by a click on the row or by Space', async () => {
    const user = userEvent.setup();
    render(<Controlled kind={kind} />);
    const control = screen.getByRole(kind, { name: 'Analytics cookies' });
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Analytics cookies'));
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(control).toHaveFocus();
  });

  it('shows keyboard focus on the row and cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled kind={kind} disabled />);
    const control = screen.getByRole(kind, { name: 'Analytics cookies' });
    await user.click(screen.getByText('Analytics cookies'));
    expect(control).not.toBeChecked();
    expect(control).toBeDisabled();
    render(<Controlled kind={kind} />, { container: container.appendChild(document.createElement('div')) });
    await user.tab();
    expect(container.querySelector('[data-focus-visible]')).not.toBeNull();
  });
});
