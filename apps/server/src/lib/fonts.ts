import path from 'node:path';

/*
 * The embedded Unicode fonts (decision 030), for every document and image the server draws: PDFs
 * and the pattern watermark. Resolved from the package root, so the same path works from src
 * (tsx, tests) and dist (npm start); the fonts are committed under apps/server/assets.
 */
const FONT_DIR = path.resolve(import.meta.dirname, '../../assets/fonts');
export const FONT_FILES = { regular: path.join(FONT_DIR, 'DejaVuSans.ttf'), bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf') };
