// Imported first by main.tsx, so it runs before any other module of the app (the libraries' included): the moment
// the app's code starts running, which the benchmark's breakdown of a first visit reads (bench/workspace.bench.ts)
// and the workspace journey compares the early calls with (e2e/workspace.e2e.ts).
performance.mark('mudstack:app-start');
