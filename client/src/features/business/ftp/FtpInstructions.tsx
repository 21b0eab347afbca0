import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FtpInstructions_integration$key } from '../../../__generated__/FtpInstructions_integration.graphql';

const m = defineMessages({
  title: { id: 'business.ftp.instructions.title', defaultMessage: 'Upload order files' },
  text: {
    id: 'business.ftp.instructions.text',
    defaultMessage:
      'Upload your order files to our FTP server over FTPS (FTP secured with TLS), into your own folder. Use an FTP program that supports FTPS and these details:',
  },
  host: { id: 'business.ftp.instructions.host', defaultMessage: 'Server' },
  port: { id: 'business.ftp.instructions.port', defaultMessage: 'Port' },
  user: { id: 'business.ftp.instructions.user', defaultMessage: 'User name' },
  folder: { id: 'business.ftp.instructions.folder', defaultMessage: 'Folder' },
  password: {
    id: 'business.ftp.instructions.password',
    defaultMessage: 'Your password is sent to you by customer care: it is never shown here. Contact customer care if you need a new one.',
  },
});

/** How to upload order files: the FTPS server, port, user name and folder of this customer. */
export function FtpInstructions({ integration: key }: { integration: FtpInstructions_integration$key }) {
  const intl = useIntl();
  const headingId = useId();
  const { host, port, user, folder } = useFragment(
    graphql`
      fragment FtpInstructions_integration on FtpIntegration {
        host
        port
        user
        folder
      }
    `,
    key,
  );
  const rows = [
    [m.host, host],
    [m.port, String(port)],
    [m.user, user],
    [m.folder, folder],
  ] as const;
  return (
    <section className="ftp-section" aria-labelledby={headingId} data-testid="ftp-instructions">
      <h2 id={headingId} className="ftp-section__title">
        {intl.formatMessage(m.title)}
      </h2>
      <p className="ftp-section__text">{intl.formatMessage(m.text)}</p>
      <dl className="ftp-details">
        {rows.map(([label, value]) => (
          <div key={label.id} className="ftp-details__row">
            <dt>{intl.formatMessage(label)}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p className="ftp-section__text">{intl.formatMessage(m.password)}</p>
    </section>
  );
}
