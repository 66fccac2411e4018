import type { User } from '@mudstack/contracts';

// The signed-in user kept across reloads (the session itself is in httpOnly cookies). No runtime imports: the early
// calls (lib/early-calls.ts) read the user's default configuration before the app's libraries have loaded.
const STORAGE_KEY = 'mudstack.user';

export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
}

export function clearStoredUser() {
  localStorage.removeItem(STORAGE_KEY);
}
