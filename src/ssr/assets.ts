// The build's manifest: the hashed browser entry and, for each page, the chunks it needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config';

export interface AssetManifest {
  /** Public URL of the browser entry, e.g. /assets/client-3FJ2K.js */
  entry: string;
  /** Chunks the entry imports statically. */
  entryImports: string[];
  /** Page file name -> the chunks that page needs beyond the entry. */
  pages: Record<string, string[]>;
}

export const staticDir = path.join(projectRoot, 'static');
export const manifestPath = path.join(staticDir, 'assets', 'manifest.json');

export function loadAssetManifest(file = manifestPath): AssetManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch {
    throw new Error(`Browser assets are missing (${path.relative(projectRoot, file)}): run "npm run build" first`);
  }
}
