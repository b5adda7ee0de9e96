import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DictionariesApi } from '../dictionaries/public';
import type { RegionsApi } from '../regions/public';
import type { Caller } from './caller';
import { seedDeclarationsDemo } from './demo';
import { DeclarationExportService } from './export';
import { WindowExtensionService } from './extensions';
import { DeclarationFormService } from './form';
import type { DeclarationsApi } from './public';
import { declarationAttachmentRule } from './read-rule';
import { declarationRoutes } from './routes';
import { DeclarationService } from './service';

/**
 * Declarations: the lifecycle every declaration goes through, offered to other
 * modules as public.ts's DeclarationsApi; for staff, the list, forms, withdrawal,
 * window extensions, export and the printable form.
 */
export const declarationsModule = defineModule({
  name: 'declarations',
  build: (
    { db, clock, exports, sessions }: Platform,
    { dictionaries, regions }: { dictionaries: DictionariesApi; regions: RegionsApi },
  ) => {
    // The discipline's and the region's names and checks.
    const refs = { dictionaries, regions };
    const declarations = new DeclarationService(db, refs, sessions);
    const declarationForm = new DeclarationFormService(db, refs, clock);
    // The lifecycle's calls, and the printable form other modules offer their callers (the declarer API).
    const api: DeclarationsApi = Object.assign(declarations, {
      formHtml: (caller: Caller, declarationId: number) => declarationForm.html(caller, declarationId),
    });
    return {
      services: {
        declarations,
        windowExtensions: new WindowExtensionService(db),
        declarationExport: new DeclarationExportService(db, refs, clock, exports),
        declarationForm,
      },
      api,
      hooks: { fileReadRules: [declarationAttachmentRule(db)] },
    };
  },
  routes: declarationRoutes,
  // Two hundred declarations over the demo editions, with units across provinces and their trails.
  seedDemo: (tx, { passwordHash }) => seedDeclarationsDemo(tx, passwordHash),
});

export type DeclarationsServices = {
  declarations: DeclarationService;
  windowExtensions: WindowExtensionService;
  declarationExport: DeclarationExportService;
  declarationForm: DeclarationFormService;
};
