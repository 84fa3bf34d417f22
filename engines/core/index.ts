export * from './engine';
export * from './result';
export * from './rng';
export * from './safeJson';
export * from './record';
export * from './session';
export * from './names';
export * from './bot';
