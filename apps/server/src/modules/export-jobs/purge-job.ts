import { EXPORT_MESSAGES, EXPORT_RETENTION_DAYS } from '@awards/shared/exports';
import { renderMessage } from '@awards/shared/i18n';
import type { ExportJobs } from '../../platform/exports/jobs';
import type { JobHandler } from '../../platform/scheduler/job-handlers';

/**
 * Deletes the exports past their expiry (rows and files) and ends the running ones whose
 * process stopped. Each export's expiry was fixed when it started (EXPORT_RETENTION_DAYS).
 */
export const purgeExportsJob = (exports: ExportJobs): JobHandler => ({
  className: 'purgeExports',
  label: EXPORT_MESSAGES.purgeLabel,
  description: EXPORT_MESSAGES.purgeDescription({ days: EXPORT_RETENTION_DAYS }),
  paramExample: null,
  async run({ now }) {
    const { files, stale } = await exports.purge(now);
    // Stored as the run's result, read later in the run list: in the federation's language.
    return renderMessage(EXPORT_MESSAGES.purged({ files, stale }));
  },
});
