export * from './envelope';
export * from './users';
export * from './auth';
export * from './graph-configs';
export * from './snippets';
export * from './projects';
export * from './project-data';
