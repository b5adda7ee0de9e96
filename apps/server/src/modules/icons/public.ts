import type { CustomIcon } from '@awards/shared/home';

/** What other modules use of the icon library: the custom icons, as the portal draws them. */
export interface IconsApi {
  /** Every custom icon in display order (the init call's `icons`, spec 000 §3). */
  all(): Promise<CustomIcon[]>;
}
