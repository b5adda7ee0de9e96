/** The administrator's password in every seeded test database (the templates are seeded with it). */
export const ADMIN_PASSWORD = 'Admin#2026a';
/** The password of the users the tests create. */
export const USER_PASSWORD = 'Passw0rd#1';
