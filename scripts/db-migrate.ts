// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database under .data.
import { prepareDatabase } from './launcher/prepare-database';

const database = await prepareDatabase({
  dataDir: process.env.XS2A_DATA_DIR ?? '.data',
  log: (line) => console.log(line),
});
await database.stop();
