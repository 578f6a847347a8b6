// Makes sure Debian's Chromium is there for the browser tests: installs it when missing and
// running as root, and otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.warn(`Chromium is missing at ${path}; installing Debian's chromium package...`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!existsSync(path)) {
    console.error(
      `The browser tests need Chromium at ${path}.\n` +
        'Install it with: sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}
