import { useEffect } from 'react';
import { useBrand } from '../brand/BrandContext';
import { configureErrorReporting, type ErrorReportingConfig } from './reporter';

/** Turns error reporting on as /config.json says (off without `errorReporting`), with the site's channel and locale. */
export function useErrorReporting(config: ErrorReportingConfig | undefined): void {
  const { channel, locale } = useBrand();
  useEffect(() => configureErrorReporting(config, { channel, locale }), [config, channel, locale]);
}
