import type { Db } from '../../db/client';
import { DeclarerService } from '../declarer/service';
import { DecisionNotifier } from '../examination/notify';
import { ExaminationService } from '../examination/service';
import type { MessageCentreService } from '../messages/service';
import { DeclarationExportService } from './export';
import { DeclarationFormService } from './form';
import { DeclarationService } from './service';

/** Declarations, their export, the formal examination and the declarer API (docs/domain.md). */
export function declarationServices(
  db: Db,
  messageCentre: Pick<MessageCentreService, 'send'>,
  onError: (error: unknown) => void,
) {
  const declarations = new DeclarationService(db);
  return {
    declarations,
    declarationExport: new DeclarationExportService(db),
    declarationForm: new DeclarationFormService(db),
    examination: new ExaminationService(db, new DecisionNotifier(db, messageCentre, onError)),
    declarer: new DeclarerService(db, declarations),
  };
}
