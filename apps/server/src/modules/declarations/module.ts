import type { Db } from '../../db/client';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { DeclarationExportService } from './export';
import { DeclarationFormService } from './form';
import { declarationAttachmentRule } from './read-rule';
import { declarationRoutes } from './routes';
import { DeclarationService } from './service';

/** Declarations for staff: list, forms, withdrawal, window extensions, export and the printable form. */
export const declarationsModule = defineModule({
  name: 'declarations',
  build: ({ db }: Platform) => {
    const declarations = new DeclarationService(db);
    return {
      services: {
        db,
        declarations,
        declarationExport: new DeclarationExportService(db),
        declarationForm: new DeclarationFormService(db),
      },
      api: { declarations },
      hooks: { fileReadRules: [declarationAttachmentRule(db)] },
    };
  },
  routes: declarationRoutes,
});

export type DeclarationsServices = {
  db: Db;
  declarations: DeclarationService;
  declarationExport: DeclarationExportService;
  declarationForm: DeclarationFormService;
};
