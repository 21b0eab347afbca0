import { createLogger as createServerLogger, type DestinationStream, type LogLevel } from '@my-account/telemetry/logger';

export { logLevelFrom, type Logger, type LogLevel } from '@my-account/telemetry/logger';

/** The gateway's root logger (@my-account/telemetry/logger): requests get a child carrying their correlation id (see `Context.log`). */
export const createLogger = (level: LogLevel = 'info', destination?: DestinationStream) => createServerLogger('gateway', level, destination);
