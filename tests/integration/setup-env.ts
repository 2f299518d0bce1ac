import { inject } from 'vitest';
import { suiteRequestLogLimits } from './support/suite-request-log-limits';

// Domain functions under test read the same database as the app server (lib/env parses process.env once), with the
// same request-log limits (D28).
process.env.DATABASE_URL = inject('databaseUrl');
Object.assign(process.env, suiteRequestLogLimits);
