/**
 * The registration's addresses without zod (site-registration.ts re-exports them): the
 * declaration form asks two of them (disciplines, regions) on its first screen, which builds no
 * schema (docs/site.md "The form without zod until used").
 */
export const SITE_REGISTRATION_PATHS = {
  sendCode: '/rest/register/sendCode',
  verify: '/rest/register/verify',
  check: '/rest/register/check',
  upload: '/rest/register/upload',
  unit: '/rest/register/unit',
  expert: '/rest/register/expert',
  person: '/rest/register/person',
  mine: '/rest/register/mine',
  banks: '/rest/register/banks',
  branches: '/rest/register/branches',
  disciplines: '/rest/register/disciplines',
  regions: '/rest/register/regions',
} as const;
