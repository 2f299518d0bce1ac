import { inject } from 'vitest';

// Domain functions under test read the same database as the app server (lib/env parses process.env once).
process.env.DATABASE_URL = inject('databaseUrl');
