/**
 * electron-builder `afterAllArtifactBuild` hook: writes SHA256SUMS.txt (the `sha256sum` format, so
 * `sha256sum -c SHA256SUMS.txt` checks a download) beside the installers it built, and returns it so it is
 * published with them. Linux has no asar integrity fuse and no code signature: these checksums, published
 * with each release, are how a player checks an AppImage or deb. macOS and Windows builds get them too.
 */
// electron-builder loads hooks with require(), so this file is CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createHash } = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createReadStream } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { writeFile } = require('node:fs/promises');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

const CHECKSUM_FILE = 'SHA256SUMS.txt';
/** Installers and archives a player downloads; block maps and update manifests are left out. */
const INSTALLER = /\.(AppImage|deb|rpm|snap|exe|msi|dmg|pkg|zip|tar\.gz|tar\.xz)$/;

function sha256(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The lines of SHA256SUMS.txt for these artifacts: `<hex>  <file name>`, sorted by name. */
async function checksumLines(artifactPaths) {
  const installers = artifactPaths.filter((file) => INSTALLER.test(file)).sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
  const lines = [];
  for (const file of installers) lines.push(`${await sha256(file)}  ${path.basename(file)}`);
  return lines;
}

async function afterAllArtifactBuild(result) {
  const lines = await checksumLines(result.artifactPaths);
  if (lines.length === 0) return [];
  const target = path.join(result.outDir, CHECKSUM_FILE);
  await writeFile(target, `${lines.join('\n')}\n`);
  console.log(`  • checksums of ${lines.length} installer(s) in ${CHECKSUM_FILE}`);
  return [target];
}

module.exports = afterAllArtifactBuild;
module.exports.default = afterAllArtifactBuild;
module.exports.checksumLines = checksumLines;
module.exports.CHECKSUM_FILE = CHECKSUM_FILE;
