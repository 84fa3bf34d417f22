/**
 * electron-builder `afterPack` hook: flips the packaged Electron binary's fuses (build-time switches
 * that no environment variable or command-line flag can undo) before the app is signed.
 *
 * - RunAsNode off, NODE_OPTIONS off, --inspect off: the app binary cannot be used as a general Node.js.
 * - OnlyLoadAppFromAsar on, asar integrity validation on: only our packed, unmodified app.asar runs.
 * - Cookie encryption on: whatever Chromium keeps on disk is encrypted with the OS key store.
 * - GrantFileProtocolExtraPrivileges off: the app is served on its own app:// protocol (main/appProtocol.ts),
 *   so pages opened from file URLs get no special powers (no fetch of other files, no service workers).
 *
 * Asar integrity validation is enforced by Electron on macOS and Windows only; Linux builds rely on the
 * checksums published with each release (see ARCHITECTURE.md, "Security of the desktop app").
 */
// electron-builder loads hooks with require(), so this file is CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

/** The fuses, by @electron/fuses option name. */
const FUSES = Object.freeze({
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  OnlyLoadAppFromAsar: true,
  EnableEmbeddedAsarIntegrityValidation: true,
  EnableCookieEncryption: true,
  GrantFileProtocolExtraPrivileges: false,
});

const EXTENSIONS = Object.freeze({ darwin: '.app', mas: '.app', win32: '.exe', linux: '' });

/** Where the packed Electron executable is (the .app bundle on macOS), as electron-builder names it. */
function electronBinaryPath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  const extension = EXTENSIONS[electronPlatformName];
  if (extension === undefined) throw new Error(`afterPack: unknown platform ${electronPlatformName}`);
  const name = electronPlatformName === 'linux' ? packager.executableName : packager.appInfo.productFilename;
  return path.join(appOutDir, `${name}${extension}`);
}

/** The @electron/fuses configuration (it is an ES module, hence the dynamic import). */
async function fuseConfig(electronPlatformName) {
  const { FuseV1Options, FuseVersion } = await import('@electron/fuses');
  const config = { version: FuseVersion.V1, resetAdHocDarwinSignature: electronPlatformName === 'darwin' };
  for (const [name, value] of Object.entries(FUSES)) config[FuseV1Options[name]] = value;
  return config;
}

async function afterPack(context) {
  const { flipFuses } = await import('@electron/fuses');
  const binary = electronBinaryPath(context);
  await flipFuses(binary, await fuseConfig(context.electronPlatformName));
  console.log(`  • fuses flipped in ${path.basename(binary)}`);
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.FUSES = FUSES;
module.exports.electronBinaryPath = electronBinaryPath;
