import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('<Button>', () => {
  it('is a native button, pressed by a click, Enter or Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it("carries react-aria's state attributes for the styles: hovered, pressed, focus-visible, disabled", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button>Save</Button>
        <Button isDisabled>Delete</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible');
    await user.tab();
    expect(button).not.toHaveAttribute('data-focus-visible');

    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');


    const disabled = screen.getByRole('button', { name: 'Delete' });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveAttribute('data-disabled');
  });
});
