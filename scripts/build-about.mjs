// Writes apps/server/dist/about.json (latest commit, date, author) for GET /api/about.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

function git(format) {
  try {
    return execFileSync('git', ['log', '-1', `--format=${format}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

export function buildAbout() {
  const about = { last_commit: git('%h %s'), date: git('%cI'), author: git('%an') };
  const dir = new URL('../apps/server/dist/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('about.json', dir), JSON.stringify(about, null, 2));
  return about;
}

if (import.meta.url === `file://${process.argv[1]}`) buildAbout();
