/** The icons by name, for .astro components and for data that names its icons ("check", "arrow"). */
import { arrow } from './arrow';
import { book } from './book';
import { bookmark } from './bookmark';
import { bookmarkRound } from './bookmarkRound';
import { calculator } from './calculator';
import { calculatorScreen } from './calculatorScreen';
import { calendar } from './calendar';
import { chart } from './chart';
import { check } from './check';
import { checkSolid } from './checkSolid';
import { chevron } from './chevron';
import { clock } from './clock';
import { compass } from './compass';
import { copy } from './copy';
import { cross } from './cross';
import { dollar } from './dollar';
import { download } from './download';
import { flame } from './flame';
import { flameSolid } from './flameSolid';
import { hash } from './hash';
import { hashWide } from './hashWide';
import { heart } from './heart';
import { lock } from './lock';
import { lockRounded } from './lockRounded';
import { lockWide } from './lockWide';
import { magnifier } from './magnifier';
import { magnifierRound } from './magnifierRound';
import { menu } from './menu';
import { openBook } from './openBook';
import { share } from './share';
import { shield } from './shield';
import { shieldTall } from './shieldTall';
import { spark } from './spark';
import { tools } from './tools';
import { trend } from './trend';
import { trendAlert } from './trendAlert';
import { trendBold } from './trendBold';
import { users } from './users';
import type { IconDrawing } from './paint';

/** Every drawing by its name (pages render on the server, so they may hold them all). */
export const ICONS = {
  arrow,
  book,
  bookmark,
  bookmarkRound,
  calculator,
  calculatorScreen,
  calendar,
  chart,
  check,
  checkSolid,
  chevron,
  clock,
  compass,
  copy,
  cross,
  dollar,
  download,
  flame,
  flameSolid,
  hash,
  hashWide,
  heart,
  lock,
  lockRounded,
  lockWide,
  magnifier,
  magnifierRound,
  menu,
  openBook,
  share,
  shield,
  shieldTall,
  spark,
  tools,
  trend,
  trendAlert,
  trendBold,
  users,
} as const satisfies Record<string, IconDrawing>;

/** The name of an icon in ICONS. */
export type IconName = keyof typeof ICONS;
