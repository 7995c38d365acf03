// Vitest runs modules outside React's server environment, where the real "server-only"
// package throws on import; the route modules under test are server code all the same.
export {};
