/** The culture symbols of assets/tcg as SVG path data, for the table's Konva cards (the same drawings as the DOM's). */
import arbiter from '../../../../assets/tcg/culture-arbiter.svg?raw';
import covenant from '../../../../assets/tcg/culture-covenant.svg?raw';
import flood from '../../../../assets/tcg/culture-flood.svg?raw';
import heretic from '../../../../assets/tcg/culture-heretic.svg?raw';
import human from '../../../../assets/tcg/culture-human.svg?raw';
import sentinel from '../../../../assets/tcg/culture-sentinel.svg?raw';
import site from '../../../../assets/tcg/culture-site.svg?raw';
import unsc from '../../../../assets/tcg/culture-unsc.svg?raw';
import type { Culture } from '../../../../engines/halotcg/cardTypes';
import { pathData } from '../../../ui/glyphPaths';

export const CULTURE_PATHS: Readonly<Record<Culture | 'site', string>> = {
  unsc: pathData(unsc),
  human: pathData(human),
  sentinel: pathData(sentinel),
  arbiter: pathData(arbiter),
  covenant: pathData(covenant),
  flood: pathData(flood),
  heretic: pathData(heretic),
  site: pathData(site),
};
