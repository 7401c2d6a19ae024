// Browser tests need Debian's chromium at /usr/bin/chromium. Install it when we can (root), else say what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests (apt-get install chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(`Browser tests need ${CHROMIUM}. Install it with:\n\n  sudo apt-get install -y chromium\n`);
    process.exit(1);
  }
}
