// The browser tests drive Debian's old headless shell of Chromium (decision 170); Playwright's own browser
// download cannot work here. Missing, it is a failure with the exact fix, never a silent skip: a skipped
// browser suite would pass while testing nothing.
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!fs.existsSync(executable)) {
  console.error(`Debian's Chromium headless shell was not found at ${executable}.`);
  console.error('Install it with:  apt-get install -y chromium-headless-shell   (as root, after apt-get update)');
  process.exit(1);
}
