/**
 * Our own portrait of every unit type (24 x 24 boxes): the kind's silhouette (glyphs.ts), the weapon it
 * carries drawn over it, and an accent (a visor, a cigar, a cockpit) where two types would otherwise
 * look alike. The board draws them as Konva Paths, the unit card as inline SVG; assets/units/<roster>.svg
 * holds the same drawing as files (a test keeps them in step with this module).
 */
import { glyphOf, strokedGlyph } from './glyphs';

export interface Portrait {
  /** The silhouette. */
  readonly body: string;
  /** Drawn as lines rather than filled (the infection form's tendrils). */
  readonly stroked: boolean;
  /** The weapon over the silhouette ('' for none). */
  readonly weapon: string;
  /** A small mark in the accent colour ('' for none). */
  readonly accent: string;
}

const W = {
  ar: 'M13 12h10v2h-10zM16.5 14h2v3h-2zM13 13.5h2v3h-2z',
  shotgun: 'M13 11.2h9v3.2h-9zM14 14.4h4v1.6h-4zM21 10.6h1.6v4.4H21z',
  sniper: 'M11 12.4h13v1.2H11zM15 10.4h4v1.6h-4zM12.5 13.6h1.6v3h-1.6z',
  smg: 'M14 11.6h6.4v2.6H14zM16 14.2h1.6v3.6H16zM20.4 12.2h1.6v1.4h-1.6z',
  laser: 'M12 10.8h11.5v4H12zM13.5 14.8h2v2.4h-2zM23.5 11.6h.5v2.4h-.5z',
  pistol: 'M15 11.6h5v2.2h-5zM15.2 13.8h1.8v2.8h-1.8z',
  needler: 'M14.5 12h6v3h-6zM15.2 12l.6-3 .6 3zM17.2 12l.6-3.6.6 3.6zM19.2 12l.6-3 .6 3z',
  beam: 'M10 12.6h14v1H10zM13 13.6h3v1.4h-3zM17 11.2h3v1.4h-3z',
  carbine: 'M12.5 12h10v1.8h-10zM15 13.8h1.6v2.6H15zM18.5 10.8h2.5v1.2h-2.5z',
  plasma: 'M14 10.4c4.6 0 7.4 1.2 7.4 2.6s-2.8 2.6-7.4 2.6l1.6-2.6z',
  sword: 'M17.4 1.6l1.6 9.4h-2.4zM20.6 2.8l.4 8.2h-1.4zM16.2 11h5.2v1.6h-5.2z',
  hammer: 'M18.2 5h1.6v13h-1.6zM15 1.8h8v4h-8z',
  spiker: 'M13.5 11.8h7.5v2.6h-7.5zM21 11.8l2.6 1.3-2.6 1.3zM14.6 11.8l.8-2.4.8 2.4zM17.4 11.8l.8-2.4.8 2.4z',
  claws: 'M18 13l5.4-3-1.6 3.8zM18.4 15.4l5.2.6-3 2.6zM17.6 17.6l3.6 2.8-3.8.4z',
  gun: 'M11.2 5.8h6v1.6h-6z',
  cannon: 'M2 4.2h8v2H2z',
  turret: 'M11 4h2v3h-2zM10.2 1.4h3.6v2.6h-3.6z',
  rockets: 'M1.4 15.4h3v1.6h-3zM19.6 15.4h3v1.6h-3z',
} as const;

const A = {
  visor: 'M9.2 4.9h5.6v1.2H9.2z',
  goldVisor: 'M9 4.7h6v1.6H9z',
  cigar: 'M15 6.6h3v.9h-3z',
  helmet: 'M8.2 2.4h7.6l.6 2.6H7.6z',
  stripes: 'M8 11h8v1H8zM8 13h8v1H8z',
  mandibles: 'M9.4 8.4l-1.6 1.8 1.8-.4zM14.6 8.4l1.6 1.8-1.8-.4z',
  crest: 'M10 1.2h4l-.6 1.4h-2.8z',
  cockpit: 'M10.4 3.6h3.2l.6 3h-4.4z',
  canopy: 'M9.6 6.8h4.8l1.4 2.6H8.2z',
  spore: 'M12 9.6a2.4 2.4 0 1 1 0 4.8a2.4 2.4 0 0 1 0-4.8z',
  legs: 'M8 18l-3 4h1.6l2.8-3zM16 18l3 4h-1.6l-2.8-3z',
  boom: 'M14 6.4l6-3.4.8 1.4-6 3.4z',
} as const;

const LOOKS: Readonly<Record<string, readonly [weapon: string, accent: string]>> = {
  'marine-ar': [W.ar, ''],
  'marine-shotgun': [W.shotgun, ''],
  'odst-sniper': [W.sniper, A.helmet],
  'odst-smg': [W.smg, A.helmet],
  'spartan-ar': [W.ar, A.visor],
  'spartan-laser': [W.laser, A.visor],
  'master-chief': [W.ar, A.goldVisor],
  'sgt-johnson': [W.ar, A.cigar],
  warthog: [W.turret, ''],
  hornet: [W.rockets, A.cockpit],
  'grunt-pistol': [W.pistol, A.stripes],
  'grunt-needler': [W.needler, A.stripes],
  'jackal-beam': [W.beam, ''],
  'jackal-carbine': [W.carbine, ''],
  'elite-rifle': [W.plasma, A.mandibles],
  'elite-sword': [W.sword, A.mandibles],
  'brute-hammer': [W.hammer, ''],
  'brute-spiker': [W.spiker, ''],
  arbiter: [W.sword, A.crest],
  ghost: [W.gun, A.canopy],
  banshee: ['', A.canopy],
  'infection-form': ['', A.spore],
  'combat-shotgun': [W.shotgun, ''],
  'combat-claws': [W.claws, ''],
  'pure-stalker': ['', A.legs],
  'pure-tank': ['', A.spore],
  'pure-ranged': [W.cannon, A.boom],
  'noble-carter': [W.carbine, A.goldVisor],
  'noble-kat': [W.pistol, A.visor],
  'noble-jun': [W.sniper, A.visor],
  'noble-emile': [W.shotgun, A.visor],
  'noble-jorge': [W.ar, A.stripes],
  'noble-six': [W.ar, A.helmet],
  'mg-turret': [W.gun, ''],
  shade: [W.plasma, A.canopy],
  'plasma-cannon': [W.plasma, A.boom],
};

/** The portrait of a roster id (an unknown id gets the plain human silhouette). */
export function portraitOf(rosterId: string): Portrait {
  const [weapon, accent] = LOOKS[rosterId] ?? ['', ''];
  return { body: glyphOf(rosterId), stroked: strokedGlyph(rosterId), weapon, accent };
}

/** Every roster id with a drawn portrait. */
export const PORTRAIT_IDS: readonly string[] = Object.keys(LOOKS);

export const PORTRAIT_COLOURS = { body: '#f4f8fb', weapon: '#9fb3c4', accent: '#ffcf4a', outline: '#0b0f14' } as const;

/** The portrait as a standalone SVG file (assets/units/<roster>.svg). */
export function portraitSvg(rosterId: string): string {
  const p = portraitOf(rosterId);
  const c = PORTRAIT_COLOURS;
  const body = p.stroked ? `<path d="${p.body}" fill="none" stroke="${c.body}" stroke-width="2" stroke-linecap="round"/>` : `<path d="${p.body}" fill="${c.body}"/>`;
  const weapon = p.weapon === '' ? '' : `<path d="${p.weapon}" fill="${c.weapon}" stroke="${c.outline}" stroke-width="0.5"/>`;
  const accent = p.accent === '' ? '' : `<path d="${p.accent}" fill="${c.accent}" stroke="${c.outline}" stroke-width="0.4"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96">${body}${weapon}${accent}</svg>\n`;
}
