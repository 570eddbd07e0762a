export * from './auth';
export * from './config';
export * from './editor';
export * from './errors';
export * from './site';
export * from './structure';
