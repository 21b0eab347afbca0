// Entry of the archive worker thread: the services run TypeScript through tsx, so the worker loads archiveWorker.ts
// the same way (a worker does not inherit the main thread's module hooks).
import { tsImport } from 'tsx/esm/api';

await tsImport('./archiveWorker.ts', import.meta.url);
