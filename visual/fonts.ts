import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The Debian font packages the screenshots are drawn with (the README lists them; CI installs them). */
export const FONT_PACKAGES = [
  'fonts-dejavu-core',
  'fonts-dejavu-extra',
  'fonts-liberation',
  'fonts-noto-core',
  'fonts-noto-cjk',
  'fonts-noto-color-emoji',
];

const FONT_FILE = /\.(ttf|ttc|otf)$/;
const FOLDER = path.join(import.meta.dirname, '../node_modules/.cache/visual-fonts');

/** The fontconfig file the screenshot browser reads (`FONTCONFIG_FILE`), made by `prepareFonts`. */
export const FONTCONFIG_FILE = path.join(FOLDER, 'fonts.conf');

/**
 * Links the font files of `FONT_PACKAGES` (`dpkg -L`) into a folder of their own and writes a
 * fontconfig file that reads that folder alone, so a font the machine has besides them (the URW
 * fonts ImageMagick brings, a designer's own) changes no pixel; sharing a system folder with
 * another package's fonts is not enough. The system's rules (`conf.d`: aliases, preferences)
 * still apply. Glyphs are drawn without antialiasing: they keep their shapes, sizes and places,
 * the PNGs are about three times smaller and carry no edge noise.
 */
export function prepareFonts(): void {
  const listed = execFileSync('dpkg', ['-L', ...FONT_PACKAGES], { encoding: 'utf8' });
  const fonts = path.join(FOLDER, 'fonts');
  rmSync(FOLDER, { recursive: true, force: true });
  mkdirSync(fonts, { recursive: true });
  for (const file of listed.split('\n').filter((line) => FONT_FILE.test(line)))
    symlinkSync(file, path.join(fonts, path.basename(file)));
  writeFileSync(
    FONTCONFIG_FILE,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <cachedir>${path.join(FOLDER, 'cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`,
  );
}
