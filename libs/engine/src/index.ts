export * from './moves';
export * from './notation';
export * from './play';
export * from './position';
export * from './positionId';
export * from './types';
