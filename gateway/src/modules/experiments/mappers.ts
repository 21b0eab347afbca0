import type { AnalyticsEvent, Experiment, ExperimentName, ExperimentVariant } from '../../__generated__/resolvers-types';
import type { UpstreamEventName, UpstreamVariant } from '../../upstream/testing';

/** The testing tool's name of each experiment the schema knows. */
export const EXPERIMENT_KEYS: Record<ExperimentName, string> = { SAMPLE_TEST: 'sample-test' };

/** The testing tool's name of each event the schema tracks. */
export const EVENT_KEYS: Record<AnalyticsEvent, UpstreamEventName> = { PHOTO_LIBRARY_IMPORT_FINISHED: 'photo-library-import-finished' };

const VARIANTS: Record<UpstreamVariant, ExperimentVariant> = { control: 'CONTROL', A: 'A' };

export const toVariant = (variant: UpstreamVariant): ExperimentVariant => VARIANTS[variant];

/** What a customer sees when the testing tool is not asked (no analytics consent) or cannot answer. */
export const controlOf = (name: ExperimentName): Experiment => ({ name, variant: 'CONTROL', assigned: false });
