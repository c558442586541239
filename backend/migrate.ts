import { openDatabase } from './src/db/database';
import { loadFixtures } from './src/db/fixtures';
import { migrate } from './src/db/migrator';
import { defineModels } from './src/db/models';

/** `npm run migrate`: brings the database named by DATABASE_URL up to date and loads fixtures. */
const db = openDatabase();
await migrate(db.sequelize);
await loadFixtures(db, defineModels(db.sequelize));
await db.close();
console.log('Database is up to date.');
