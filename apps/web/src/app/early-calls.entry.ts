// A page script of its own, loaded before the app (index.html): the workspace's first calls leave while the app's
// libraries still load (lib/early-calls.ts).
import { startEarlyCalls } from '../lib/early-calls';

startEarlyCalls();
