export * from './envelope';
export * from './users';
export * from './auth';
export * from './graph-configs';
