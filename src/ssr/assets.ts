// The build's manifest: the hashed browser entry and, for each page, the chunks it needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminRoutes } from '../../views/admin/adminRoutes';
import { notFoundRoute, publicPageRoutes } from '../../views/app/routes';
import { projectRoot } from '../config';

export interface AssetManifest {
  /** Public URL of the browser entry, e.g. /assets/client-3FJ2K.js */
  entry: string;
  /** Chunks the entry imports statically. */
  entryImports: string[];
  /** Page file name (a route's `page`) -> the chunks that page needs beyond the entry. */
  pages: Record<string, string[]>;
}

export const staticDir = path.join(projectRoot, 'static');
export const manifestPath = path.join(staticDir, 'assets', 'manifest.json');

/** The pages of the route table the build wrote no chunks for (the build names each by its file under views/pages or views/admin). */
export const pagesMissingFrom = (manifest: AssetManifest) =>
  [...publicPageRoutes, ...adminRoutes, notFoundRoute].map((route) => route.page).filter((page) => !(page in manifest.pages));

export function loadAssetManifest(file = manifestPath): AssetManifest {
  let manifest: AssetManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch {
    throw new Error(`Browser assets are missing (${path.relative(projectRoot, file)}): run "npm run build" first`);
  }
  // A route whose `page` names no built file would still render, silently without its preloads.
  const missing = pagesMissingFrom(manifest);
  if (missing.length) throw new Error(`Browser assets have no chunks for ${missing.join(', ')}: does each route's page name its file in views/pages or views/admin?`);
  return manifest;
}
