// A page script of its own, loaded before the app (index.html): the workspace's first calls, and then its first
// data call, leave while the app's libraries still load (lib/early-calls.ts).
import { openingDataUrls } from '../features/workspace/model/section-data';
import { startEarlyCalls } from '../lib/early-calls';

startEarlyCalls(openingDataUrls);
