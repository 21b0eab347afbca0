import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files run one at a time in the order of their names: later files spend a customer's whole cost budget. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ByName },
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    // Measurements: no retries, no hidden second chance.
    retry: 0,
  },
});
