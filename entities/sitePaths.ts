/** A path of this site (/media/…, /images/…, /resources/…): never another host, never a way up. */
export const SITE_PATH = /^\/(?!\/)(?!.*\.\.)[A-Za-z0-9/_.~%!'()*-]{1,500}$/;
