/** Why a backup was not restored: the site is unchanged. */
export class RestoreRefused extends Error {}
