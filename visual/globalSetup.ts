import { prepareFonts } from './fonts';

/** Once before the screenshot workers start: the fonts they may draw with. */
export default function globalSetup(): void {
  prepareFonts();
}
