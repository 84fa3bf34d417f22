import { hexArt } from '../hexGrid';
import type { HalfDef } from '../types';

/**
 * PULSE GRID 01: the other side of THE RING's band, a Forerunner installation. Four walled blocks around
 * the hexagonal Pulse Generators hub, split by an energy channel with one bridge on each side. The rulebook's
 * manoeuvre example runs Archive 99-04 -> Archive 99-03 -> Research Facility A across the western bridge.
 */
export const PULSE_GRID_01: HalfDef = {
  id: 'pulse-grid-01',
  name: 'PULSE GRID 01',
  grid: hexArt([
    '. a a . . a b b b . . c c c c . . . . . . . . . . q q q q . . r r r r . . u u .',
    ' a a a a a b b b b b c c c c c c . . . . . . . q q q q q q r r r r r r u u u u .',
    '. a a a a a b b b b b c c c c c . m m m n n n . q q q q q q r r r r r u u u u .',
    ' . d d d e e . . e f c c c c c . m m m n n n n . q q q q q r r r . . r u u u u u',
    '. d d d d e e e e e f f f f f m m m m m n n n n n s s s s s s s t t t t t t t .',
    ' d d d d e e e e e f f f f f . m m m l l l n n n . s s s s s s s t t t t t t t .',
    '. d d d d e e e e e f f f f . m m m l l l l n n n . s s s s s s t t t t t t t .',
    ' . . . . . . e . . . . . . . p p p l l l l l o o o . . . . . . . w . . . . . . .',
    '. g g g g g g g h h h h h h . p p p l l l l o o o . v v v v v v w w w w w w w .',
    ' g g g g g g g g h h h h h h . p p p l l l o o o . v v v v v v v w w w w w w w .',
    '. g g g g g g g h h h h h h h p p p p p o o o o o v v v v v v v w w w w w w w .',
    ' . i i i i j . . j j k k k k k . p p p p o o o . y y y y y z z z . . z x x x x x',
    '. i i i i j j j j j j k k k k k . p p p o o o . y y y y y y z z z z z x x x x .',
    ' i i i i i j j j j j k k k k k k . . . . . . . y y y y y y z z z z z z x x x x .',
    '. i i . . j j j j . . k k k k . . . . . . . . . . y y y y . . z z z z . . x x .',
  ]),
  regions: [
    { id: 'the-library', name: 'The Library', bonus: 4, color: '#785c4a' },
    { id: 'research-complex', name: 'Research Complex', bonus: 3, color: '#4d639d' },
    { id: 'pulse-generators', name: 'Pulse Generators', bonus: 4, color: '#266673' },
    { id: 'relay-network', name: 'Relay Network', bonus: 3, color: '#7a538d' },
    { id: 'sentinel-foundry', name: 'Sentinel Foundry', bonus: 3, color: '#77404e' },
  ],
  territories: [
    { id: 'flooded-stacks', name: 'Flooded Stacks', region: 'the-library', cell: 'a' },
    { id: 'monitors-gallery', name: "Monitor's Gallery", region: 'the-library', cell: 'b' },
    { id: 'library-atrium', name: 'Library Atrium', region: 'the-library', cell: 'c' },
    { id: 'archive-99-04', name: 'Archive 99-04', region: 'the-library', cell: 'd' },
    { id: 'archive-99-03', name: 'Archive 99-03', region: 'the-library', cell: 'e' },
    { id: 'index-chamber', name: 'Index Chamber', region: 'the-library', cell: 'f' },
    { id: 'research-facility-a', name: 'Research Facility A', region: 'research-complex', cell: 'g' },
    { id: 'research-facility-b', name: 'Research Facility B', region: 'research-complex', cell: 'h' },
    { id: 'containment-lab', name: 'Containment Lab', region: 'research-complex', cell: 'i' },
    { id: 'specimen-vault', name: 'Specimen Vault', region: 'research-complex', cell: 'j' },
    { id: 'cryo-lab', name: 'Cryo Lab', region: 'research-complex', cell: 'k' },
    { id: 'generator-core', name: 'Generator Core', region: 'pulse-generators', cell: 'l' },
    { id: 'pulse-generator-1', name: 'Pulse Generator 1', region: 'pulse-generators', cell: 'm' },
    { id: 'pulse-generator-2', name: 'Pulse Generator 2', region: 'pulse-generators', cell: 'n' },
    { id: 'pulse-generator-3', name: 'Pulse Generator 3', region: 'pulse-generators', cell: 'o' },
    { id: 'energy-conduit', name: 'Energy Conduit', region: 'pulse-generators', cell: 'p' },
    { id: 'beacon-spire', name: 'Beacon Spire', region: 'relay-network', cell: 'q' },
    { id: 'north-relay', name: 'North Relay', region: 'relay-network', cell: 'r' },
    { id: 'light-bridge', name: 'Light Bridge', region: 'relay-network', cell: 's' },
    { id: 'conduit-junction', name: 'Conduit Junction', region: 'relay-network', cell: 't' },
    { id: 'signal-array', name: 'Signal Array', region: 'relay-network', cell: 'u' },
    { id: 'drone-hangar', name: 'Drone Hangar', region: 'sentinel-foundry', cell: 'v' },
    { id: 'foundry-floor', name: 'Foundry Floor', region: 'sentinel-foundry', cell: 'w' },
    { id: 'hardlight-forge', name: 'Hardlight Forge', region: 'sentinel-foundry', cell: 'x' },
    { id: 'enforcer-bay', name: 'Enforcer Bay', region: 'sentinel-foundry', cell: 'y' },
    { id: 'assembly-line', name: 'Assembly Line', region: 'sentinel-foundry', cell: 'z' },
  ],
  stationaryTeleporters: [
    ['flooded-stacks', 'signal-array'],
    ['monitors-gallery', 'hardlight-forge'],
    ['specimen-vault', 'north-relay'],
  ],
};
