import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Tooltip } from './Tooltip';

describe('<Tooltip>', () => {
  it('opens on hover and on keyboard focus of a native button, also once a download has fired the beforeunload event', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button>Select</Button>
        <Tooltip text="Up to 100 photos">
          <Button aria-disabled="true">Download</Button>
        </Tooltip>
      </>,
    );
    const download = screen.getByRole('button', { name: 'Download' });
    // A download fires beforeunload: react-aria stops following the input there.
    window.dispatchEvent(new Event('beforeunload'));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Select' }));

    await user.hover(download);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Up to 100 photos');
    await user.unhover(download);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    screen.getByRole('button', { name: 'Select' }).focus();
    await user.tab();
    expect(download).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Up to 100 photos');
    expect(download).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
  });
});
