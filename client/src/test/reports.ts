import { vi } from 'vitest';
import { configureErrorReporting, resetErrorReporting, type QueuedReport } from '../errorReporting/reporter';

/** Error reporting switched on with a sink instead of the SDK: the reports a test's failures send, console.error quiet. */
export function captureReports(): QueuedReport[] {
  const reports: QueuedReport[] = [];
  resetErrorReporting(() => (report) => void reports.push(report));
  configureErrorReporting({ dsn: 'http://key@reports.test/1' }, { channel: 'photoprint-gb', locale: 'en-GB' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return reports;
}
