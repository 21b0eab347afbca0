import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { businessCustomer, businessWorld, ftp } from '../../../test/factories/businessCustomer';
import { payload } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

const form = () => screen.findByRole('form', { name: 'Callback settings' });

describe('/integration — FTP instructions', () => {
  it('shows how to upload by FTPS (server, port, user name, folder) and that the password comes from customer care', async () => {
    renderApp('/integration', { world: businessWorld(businessCustomer({ ftp: ftp({ callbackUrl: 'https://erp.example.com/hook', callbackFormat: 'XML' }) })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'FTP instructions' })).toBeInTheDocument();
    const instructions = screen.getByTestId('ftp-instructions');
    const terms = within(instructions).getAllByRole('term').map((term) => term.textContent);
    const values = within(instructions).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Server', 'Port', 'User name', 'Folder']);
    expect(values).toEqual(['ftp.photoprint.test', '990', 'anna-studio', '/orders/anna-studio']);
    expect(instructions).toHaveTextContent(/over FTPS/);
    expect(instructions).toHaveTextContent(/password is sent to you by customer care/);
    const callback = await form();
    expect(within(callback).getByRole('textbox', { name: 'Callback URL' })).toHaveValue('https://erp.example.com/hook');
    expect(within(callback).getByRole('radio', { name: 'XML' })).toBeChecked();
  });

  it("shows the service's message on each refused field; changing a field clears its message", async () => {
    const fake = businessCustomer();
    const { user, relay } = renderApp('/integration', {
      world: businessWorld(fake),
      handlers: {
        useUpdateFtpIntegrationMutation: payload('UpdateFtpIntegrationPayload', {
          ftpIntegration: null,
          error: { reason: 'INVALID_INPUT', field: 'callbackUrl', message: 'Please enter a secure (https) URL' },
          fieldErrors: [
            { field: 'callbackUrl', message: 'Please enter a secure (https) URL' },
            { field: 'callbackFormat', message: 'Please choose a format' },
          ],
        }),
      },
    });
    const callback = await form();
    const url = within(callback).getByRole('textbox', { name: 'Callback URL' });
    await user.type(url, 'http://erp.example.com/hook');
    await user.click(within(callback).getByRole('button', { name: 'Save' }));

    expect(await within(callback).findByText('Please enter a secure (https) URL')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Please enter a secure \(https\) URL/);
    expect(within(callback).getByRole('alert')).toHaveTextContent('Please choose a format');
    expect(relay.callsOf('useUpdateFtpIntegrationMutation')[0]!.variables.input).toEqual({
      callbackUrl: 'http://erp.example.com/hook',
      callbackFormat: null,
    });
    // Only field messages: no general failure banner.
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();

    await user.click(within(callback).getByRole('radio', { name: 'CSV' }));
    expect(within(callback).queryByText('Please choose a format')).not.toBeInTheDocument();
    expect(within(callback).getByText('Please enter a secure (https) URL')).toBeInTheDocument();
    await user.type(url, 'x');
    expect(within(callback).queryByText('Please enter a secure (https) URL')).not.toBeInTheDocument();
    expect(url).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('saves an https URL and a format: a status message, and the page shows them when the customer comes back', async () => {
    const fake = businessCustomer();
    const { user, relay, router } = renderApp('/integration', {
      world: businessWorld(fake),
      handlers: {
        useUpdateFtpIntegrationMutation: payload('UpdateFtpIntegrationPayload', (variables) => {
          Object.assign(fake.ftp, (variables as { input: object }).input);
          return { error: null, fieldErrors: [] };
        }),
      },
    });
    const callback = await form();
    await user.type(within(callback).getByRole('textbox', { name: 'Callback URL' }), '  https://erp.example.com/orders  ');
    await user.click(within(callback).getByRole('radio', { name: 'JSON' }));
    await user.click(within(callback).getByRole('button', { name: 'Save' }));
    expect(await within(callback).findByRole('status')).toHaveTextContent('Your callback settings have been saved.');
    expect(relay.callsOf('useUpdateFtpIntegrationMutation')[0]!.variables.input).toEqual({
      callbackUrl: 'https://erp.example.com/orders',
      callbackFormat: 'JSON',
    });
    // FtpIntegration has no id: the viewer's integration in the store is the one the payload answered.
    const source = relay.environment.getStore().getSource();
    const ref = (record: unknown, field: string) => ((record as Record<string, { __ref: string }>)[field]!).__ref;
    const saved = source.get(ref(source.get(ref(source.get('client:root'), 'viewer')), 'ftpIntegration'));
    expect(saved).toMatchObject({ callbackUrl: 'https://erp.example.com/orders', callbackFormat: 'JSON' });

    await router.navigate('/invoices');
    await screen.findByRole('heading', { level: 1, name: 'B2B invoices' });
    await router.navigate('/integration');
    const again = await form();
    expect(within(again).getByRole('textbox', { name: 'Callback URL' })).toHaveValue('https://erp.example.com/orders');
    expect(within(again).getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(within(again).queryByRole('status')).not.toBeInTheDocument();
  });

  it('an empty URL removes the callback (sent as null)', async () => {
    const fake = businessCustomer({ ftp: ftp({ callbackUrl: 'https://erp.example.com/hook', callbackFormat: 'CSV' }) });
    const { user, relay } = renderApp('/integration', {
      world: businessWorld(fake),
      handlers: { useUpdateFtpIntegrationMutation: payload('UpdateFtpIntegrationPayload', { error: null, fieldErrors: [] }) },
    });
    const callback = await form();
    await user.clear(within(callback).getByRole('textbox', { name: 'Callback URL' }));
    await user.click(within(callback).getByRole('button', { name: 'Save' }));
    expect(await within(callback).findByRole('status')).toHaveTextContent('Your callback settings have been saved.');
    expect(relay.callsOf('useUpdateFtpIntegrationMutation')[0]!.variables.input).toEqual({ callbackUrl: null, callbackFormat: 'CSV' });
  });

  it('a FORBIDDEN refusal is said in words (never the code); an unexpected failure asks to try again', async () => {
    const fake = businessCustomer();
    let answer: 'FORBIDDEN' | 'ERROR' = 'FORBIDDEN';
    const { user } = renderApp('/integration', {
      world: businessWorld(fake),
      handlers: {
        useUpdateFtpIntegrationMutation: (variables, operation, generate) =>
          answer === 'ERROR'
            ? new Error('network down')
            : payload('UpdateFtpIntegrationPayload', {
                ftpIntegration: null,
                error: { reason: 'FORBIDDEN', field: null, message: 'FORBIDDEN' },
                fieldErrors: [],
              })(variables, operation, generate),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const callback = await form();
    await user.type(within(callback).getByRole('textbox', { name: 'Callback URL' }), 'https://erp.example.com/orders');
    await user.click(within(callback).getByRole('button', { name: 'Save' }));
    expect(await within(callback).findByRole('alert')).toHaveTextContent(
      'Only a business account can receive order status callbacks. Please contact customer care.',
    );
    expect(screen.queryByText(/FORBIDDEN/)).not.toBeInTheDocument();

    answer = 'ERROR';
    await user.click(within(callback).getByRole('button', { name: 'Save' }));
    expect(await within(callback).findByText('Your callback settings could not be saved. Please try again.')).toBeInTheDocument();
  });

  it('says the instructions could not be loaded when the customer service does not answer', async () => {
    renderApp('/integration', { world: businessWorld(businessCustomer({ unavailable: ['FTP'] })) });
    expect(await screen.findByTestId('ftp-error')).toHaveTextContent(
      'Your FTP instructions could not be loaded. Please refresh the page or try again later.',
    );
    expect(screen.queryByRole('form', { name: 'Callback settings' })).not.toBeInTheDocument();
  });
});
