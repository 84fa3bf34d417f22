import { hexArt } from '../hexGrid';
import type { HalfDef } from '../types';

/**
 * INLAND CANYON: one side of THE RING's band. A river canyon runs from the lagoon behind the Beach to a
 * lake and splits the band into a northern and a southern bank, crossed at three fords and by teleporters.
 */
export const INLAND_CANYON: HalfDef = {
  id: 'inland-canyon',
  name: 'INLAND CANYON',
  grid: hexArt([
    '. . . . d d d d d d d d f h h h . . e e e e i i i i i i l j j j j j j j . . m m',
    ' . . . d d d d d d d d f f h h h h e e e e e i i i i i l l j j j j j j m m m m .',
    '. . a a a a a d d d f f f f f h h h e e e e i i i i i l l l j j j j j n m m . .',
    ' . a a a a a d d d f f g g g g h h h e e i i i i i i l l l l j j n n n n m m . .',
    '. a a a a a d f f f f g g g g h h h e k k k k k i i k l l l l l n n n n n m m .',
    ' a a a a a a f f f f g g g g g h h e k k k k k k k k l l l . . n n n n n m m m m',
    '. a b b b b b f f f f g g g g g h h e k k k k k k k l l . . . . . n n n n m m .',
    ' . . b b b . . . . . . . . . g g h e k k k . . . . v . . . . . . . . . . w . . .',
    '. . b b b b b b o o o o o o . . . . p . . . u u u u v v . . . . . w w w w w w .',
    ' . . c c b b b o o o o o o r p p p p p p p u u u u u u v v . . v w w w w w w w y',
    '. . c c c b b o o o o o o r r p p p p p p p t u u u u u v v v v y w w w w w y y',
    ' c c c c b b q o o o r r r r r s p p p t t t t t u u u x v v v v y y y y y y . .',
    'c c c c c b q q q q r r r r r s s p t t t t t t x x x x x v v v y y y y y z . .',
    ' . q q q q q q q q r r r r r s s s s s s t t t x x x x x x v v y y z z z z z z .',
    '. q q q q q q . r r r r r r s s s s s s s s t t x x x x x x y y z z z z z z z z',
  ]),
  regions: [
    { id: 'beach', name: 'Beach', bonus: 1, color: '#846f33' },
    { id: 'high-cliffs', name: 'High Cliffs', bonus: 3, color: '#646076' },
    { id: 'forerunner-ruins', name: 'Forerunner Ruins', bonus: 4, color: '#36635d' },
    { id: 'canyon-floor', name: 'Canyon Floor', bonus: 4, color: '#8f483d' },
    { id: 'firebase-echo', name: 'Firebase Echo', bonus: 4, color: '#55683b' },
  ],
  territories: [
    { id: 'tide-pools', name: 'Tide Pools', region: 'beach', cell: 'a' },
    { id: 'crash-beach', name: 'Crash Beach', region: 'beach', cell: 'b' },
    { id: 'lifeboat-cove', name: 'Lifeboat Cove', region: 'beach', cell: 'c' },
    { id: 'snipers-nest', name: "Sniper's Nest", region: 'high-cliffs', cell: 'd' },
    { id: 'eagle-ledge', name: 'Eagle Ledge', region: 'high-cliffs', cell: 'e' },
    { id: 'cliff-bunker', name: 'Cliff Bunker', region: 'high-cliffs', cell: 'f' },
    { id: 'overlook', name: 'Overlook', region: 'high-cliffs', cell: 'g' },
    { id: 'switchback-trail', name: 'Switchback Trail', region: 'high-cliffs', cell: 'h' },
    { id: 'ancient-arch', name: 'Ancient Arch', region: 'forerunner-ruins', cell: 'i' },
    { id: 'sentinel-tower', name: 'Sentinel Tower', region: 'forerunner-ruins', cell: 'j' },
    { id: 'waterfall-spire', name: 'Waterfall Spire', region: 'forerunner-ruins', cell: 'm' },
    { id: 'holo-pedestal', name: 'Holo Pedestal', region: 'forerunner-ruins', cell: 'k' },
    { id: 'lakeside-pillars', name: 'Lakeside Pillars', region: 'forerunner-ruins', cell: 'l' },
    { id: 'shattered-dome', name: 'Shattered Dome', region: 'forerunner-ruins', cell: 'n' },
    { id: 'riverbed', name: 'Riverbed', region: 'canyon-floor', cell: 'o' },
    { id: 'dry-falls', name: 'Dry Falls', region: 'canyon-floor', cell: 'p' },
    { id: 'canyon-mouth', name: 'Canyon Mouth', region: 'canyon-floor', cell: 'q' },
    { id: 'echo-gorge', name: 'Echo Gorge', region: 'canyon-floor', cell: 'r' },
    { id: 'warthog-run', name: 'Warthog Run', region: 'canyon-floor', cell: 's' },
    { id: 'pelican-landing', name: 'Pelican Landing', region: 'canyon-floor', cell: 't' },
    { id: 'landing-pad', name: 'Landing Pad', region: 'firebase-echo', cell: 'u' },
    { id: 'supply-depot', name: 'Supply Depot', region: 'firebase-echo', cell: 'v' },
    { id: 'radar-outpost', name: 'Radar Outpost', region: 'firebase-echo', cell: 'w' },
    { id: 'mortar-pit', name: 'Mortar Pit', region: 'firebase-echo', cell: 'x' },
    { id: 'comms-tower', name: 'Comms Tower', region: 'firebase-echo', cell: 'y' },
    { id: 'echo-barracks', name: 'Echo Barracks', region: 'firebase-echo', cell: 'z' },
  ],
  stationaryTeleporters: [
    ['snipers-nest', 'echo-gorge'],
    ['overlook', 'supply-depot'],
    ['waterfall-spire', 'echo-barracks'],
  ],
};
