import {
  BUS_ID_NAMES,
  BUSINESS_MODULE_NAMES,
  BUSINESS_MODULES,
  type BusinessModuleQuery,
  type BusinessModuleView,
} from '@awards/shared/business-modules';
import { type Locale, renderLabel, renderMessage } from '@awards/shared/i18n';

/**
 * The registry of packages/shared as the catalogue page lists it: every module with its
 * names in the reader's language, filtered by a word of its code or of a name in any
 * language (a reader searching 申报 in English still finds it).
 */
export class BusinessModuleCatalogue {
  list(query: BusinessModuleQuery, locale: Locale): BusinessModuleView[] {
    const word = query.keyword?.toLowerCase();
    return BUSINESS_MODULES.filter(
      (module) =>
        !word ||
        module.busType.includes(word) ||
        (['zh_CN', 'zh_TW', 'en_GB'] as const).some((l) =>
          renderLabel(BUSINESS_MODULE_NAMES, module.busType, l).toLowerCase().includes(word),
        ),
    ).map((module) => ({
      ...module,
      busTypeName: renderLabel(BUSINESS_MODULE_NAMES, module.busType, locale),
      busIdName: renderMessage(BUS_ID_NAMES[module.busId], locale),
    }));
  }
}
