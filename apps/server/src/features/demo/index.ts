// The demo feature's public face: the demo project seeded on first start.
export { seedDemoProject } from './seed-demo';
