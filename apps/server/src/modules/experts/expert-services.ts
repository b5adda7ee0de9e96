import type { Db } from '../../db/client';
import type { MessageCentreService } from '../messages/service';
import { RegistrationService } from '../registration/service';
import { ExpertAuditService } from './audit';
import { ExpertBlacklistService } from './blacklist';
import { ExpertExportService } from './export';
import { DecisionNotifier } from './notify';
import { EditionPoolService } from './pool';
import { ExpertRecycleService } from './recycle';
import { ExpertService } from './service';

/**
 * The expert pool and the declarers' registration audit (docs/domain.md), built
 * once per application; decisions are told through the message centre.
 */
export function expertServices(db: Db, messageCentre: MessageCentreService, onError?: (e: unknown) => void) {
  const notifier = new DecisionNotifier(db, messageCentre, onError);
  return {
    experts: new ExpertService(db),
    expertAudit: new ExpertAuditService(db, notifier),
    expertBlacklist: new ExpertBlacklistService(db),
    expertRecycle: new ExpertRecycleService(db),
    expertExport: new ExpertExportService(db),
    editionPool: new EditionPoolService(db, notifier),
    registrations: new RegistrationService(db, notifier),
  };
}
